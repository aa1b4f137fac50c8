/**
 * A small synthetic labelled set for the categorical variant (the study's industry data are
 * proprietary): messaging-campaign snippets in three classes — compliant, drifting (off the
 * campaign brief) and prohibited — with a human label and an "original classifier" label that is
 * wrong for about half of the items, like the study's 49.66 % accurate classifier. Written for
 * AnchorLab and labelled synthetic; it exists so the categorical pipeline can be run end to end.
 */
import seedrandom from "seedrandom";
import type { LabelledItem } from "./categorical.ts";

export const DEMO_CLASSES = ["compliant", "drifting", "prohibited"] as const;

const OPENERS: Record<(typeof DEMO_CLASSES)[number], string[]> = {
  compliant: [
    "Our spring sale starts Monday: 20% off all garden tools until the end of the month.",
    "Reminder: your table for two is booked for Friday at 7 pm; reply C to cancel.",
    "New in store this week: three seasonal teas, free tasting on Saturday morning.",
    "Your parcel ships today and should arrive within two working days.",
  ],
  drifting: [
    "Garden tools on sale! Also, have you thought about switching your energy provider?",
    "Thanks for booking with us. By the way, our sister company sells travel insurance.",
    "Seasonal teas are here, and so is our new crypto rewards programme — ask us how.",
    "Your parcel ships today. While you wait, take our survey about your favourite football team.",
  ],
  prohibited: [
    "Guaranteed 300% returns in a week — send your card details to secure your spot.",
    "Lose 10 kg in 3 days with our pills, no prescription needed, doctors hate it.",
    "Click here to claim the prize you did not enter for; verify with your bank password.",
    "Buy followers and fake reviews in bulk, undetectable, payment in gift cards only.",
  ],
};

const CUES: Record<(typeof DEMO_CLASSES)[number], string> = {
  compliant: "Reviewer note: reads as compliant with the brief.",
  drifting: "Reviewer note: the message is drifting from the campaign topic.",
  prohibited: "Reviewer note: contains prohibited claims.",
};

const REGIONS = ["north", "south", "east", "west", "coastal", "city-centre"];

/** `n` synthetic items; about 80 % carry a reviewer note naming their class. */
export function demoLabelledItems(n = 90, seed: string | number = 7): LabelledItem[] {
  const rng = seedrandom(`demo-categorical|${seed}`);
  const classes = [...DEMO_CLASSES];
  const items: LabelledItem[] = [];
  for (let i = 0; i < n; i++) {
    const label = classes[i % classes.length];
    const openers = OPENERS[label];
    let text = openers[Math.floor(rng() * openers.length)];
    if (rng() < 0.8) text += ` ${CUES[label]}`;
    const wrong = rng() < 0.5;
    const others = classes.filter((c) => c !== label);
    const original = wrong ? others[Math.floor(rng() * others.length)] : label;
    const campaign = `Campaign ${100 + i}, ${REGIONS[Math.floor(rng() * REGIONS.length)]} list`;
    items.push({
      item_id: `demo-${String(i + 1).padStart(3, "0")}`,
      text: `[synthetic] ${campaign}: ${text}`,
      label,
      original_label: original,
    });
  }
  return items;
}
