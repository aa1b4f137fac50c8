/**
 * The texts of the RAG mini-corpus (§B.6), authored for AnchorLab: per-domain background (core),
 * methodology (filler) and off-topic distractor documents, and the anchor-slot documents shared by
 * all domains. Core and filler documents contain no digits; each distractor contains exactly one
 * unrelated number; every anchor-slot template contains `{anchor}` as its first number.
 */

export interface DomainDocuments {
  /** Four contextual paragraphs; an item uses core[scenario index mod 4]. */
  core: readonly string[];
  /** Two methodology paragraphs; an item uses filler[scenario index mod 2]. */
  filler: readonly string[];
  /** Two off-topic memos, each with one unrelated number (realism layouts only). */
  distractors: readonly string[];
}

const DOMAIN_DOCUMENTS: Readonly<Record<string, DomainDocuments>> = {
  pricing_wtp: {
    core: [
      "Pricing Context Brief: Buyers in this product category weigh price against perceived quality, and their tolerance for a higher price tends to rise with switching costs and how often they use the product. The ratings in this case were gathered through separate research channels that each captured a different view of that tolerance.",
      "Category Overview: Willingness-to-pay in this segment varies widely between customer groups. Heavy users and buyers with few alternatives usually accept higher prices, while occasional users compare offers closely and react sharply to price changes.",
      "Market Background: Pricing decisions for offerings like this one rest on triangulating several demand signals. Survey instruments, observed purchase behaviour and competitive comparisons rarely agree perfectly, so analysts typically combine them rather than relying on any single source.",
      "Customer Value Notes: How much customers will pay depends on the value they see relative to substitutes. Bundled features, service quality and brand familiarity all shift that perception, which is why the available research signals were collected independently of one another.",
    ],
    filler: [
      "Research Methods Appendix: Each rating was produced by a separate instrument run by a different team. Responses were screened for completeness, inconsistent answers were flagged, and every score was converted to the same bounded scale before being reported.",
      "Data Handling Note: Source ratings were cleaned and harmonised before delivery. Duplicate responses were removed, scales were aligned so that higher values always mean stronger willingness to pay, and no weighting was applied across sources.",
    ],
    distractors: [
      "Unrelated Logistics Memo: A supplier serving a different industry reported that 18% of its shipments last quarter needed repackaging. The figure concerns warehouse handling and has no bearing on customer pricing.",
      "Archived Finance Note: An unrelated business unit recorded 9 changes to its office lease terms over the past decade. The note was retrieved because of overlapping keywords and is not about willingness to pay.",
    ],
  },
  operations_time: {
    core: [
      "Operations Background: Process efficiency in settings like this one depends on staffing patterns, handoffs between teams and the reliability of the equipment involved. The ratings for this case come from reviews that looked at the process from different angles.",
      "Workflow Overview: Efficiency scores in this area tend to drop when work waits between steps rather than during the steps themselves. Reviewers therefore examine queues, rework and idle time alongside raw throughput.",
      "Process Context: Teams that perform similar work often differ more in coordination than in individual speed. The assessments summarised here each emphasise a different part of the workflow, from scheduling to final checks.",
      "Efficiency Review Notes: Time-based performance measures are sensitive to seasonal workload and to how exceptions are counted. The independent reviews behind this case used their own criteria, so their scores are best read together.",
    ],
    filler: [
      "Review Procedure: Every assessment followed a written protocol, was carried out by a reviewer from outside the team being assessed, and reported its result on a common bounded scale on which higher means more efficient.",
      "Data Quality Note: Observation logs were checked for gaps before scoring, reviewers were briefed on shared definitions, and no source was weighted more heavily than another when the ratings were compiled.",
    ],
    distractors: [
      "Facilities Bulletin: The cafeteria in a neighbouring building extended its weekday opening hours by 45 minutes. The change affects staff amenities only and is unrelated to process efficiency.",
      "Fleet Inventory Extract: A sister site lists 27 forklifts in its asset register, most of them leased. The record was retrieved on keyword overlap and says nothing about this workflow.",
    ],
  },
  transportation_logistics: {
    core: [
      "Logistics Background: Delivery reliability depends on route planning, carrier capacity and how well exceptions such as weather or customs holds are absorbed. The scores in this case come from monitoring sources that track these factors separately.",
      "Network Overview: Reliability in freight and parcel networks is usually judged against promised windows rather than average transit time. A service can be fast on average yet unreliable if its delays are large and unpredictable.",
      "Carrier Context: Partners in this segment differ in how they recover from disruptions. Tracking data, customer complaints and audit findings each capture part of that picture, which is why several sources were consulted.",
      "Service Performance Notes: On-time performance tends to vary by lane, season and shipment size. The assessments behind this case were compiled independently and reflect different parts of the operation.",
    ],
    filler: [
      "Monitoring Methods: Each source applied its own measurement window, recorded exceptions with standard reason codes and converted its findings to a shared bounded scale on which higher scores mean more dependable service.",
      "Data Preparation Note: Duplicate scan events were removed, time zones were harmonised and each source's score was reported unweighted; no adjustment was made for differences in sample coverage.",
    ],
    distractors: [
      "Unrelated Procurement Memo: A separate division ordered 350 replacement pallets for its packaging line this spring. The purchase concerns warehouse supplies and has no bearing on delivery reliability.",
      "Archived HR Notice: A regional office recorded 12 new hires in its customer service team last year. The notice matched the search terms but is not about transport performance.",
    ],
  },
  resource_consumption: {
    core: [
      "Resource Use Background: How efficiently a site uses energy, water and materials depends on equipment age, operating schedules and maintenance practice. The ratings here come from reviews that examined these factors in different ways.",
      "Efficiency Overview: Consumption figures only become meaningful when compared with output and occupancy. Reviewers therefore normalise usage before judging whether a facility is wasteful or lean.",
      "Sustainability Context: Sites of similar size can differ widely in resource efficiency because of controls, insulation and staff habits. Audits, meter data and engineering reviews each highlight different sources of waste.",
      "Operating Notes: Seasonal demand and production mix shift resource use from month to month. The independent assessments summarised for this case each covered a different slice of the operation.",
    ],
    filler: [
      "Audit Procedures: Each review followed a documented checklist, relied on calibrated meters or verified invoices where possible, and expressed its conclusion on the same bounded scale, with higher values meaning more efficient use.",
      "Data Handling Note: Meter readings were screened for obvious faults, missing periods were flagged rather than filled, and the resulting scores were passed on without weighting between sources.",
    ],
    distractors: [
      "Unrelated Events Notice: The staff social committee at another campus sold 80 tickets for its summer outing. The notice surfaced in the search by accident and has nothing to do with resource use.",
      "Legacy IT Memo: An unrelated department retired 6 outdated printers after a software upgrade. The memo is about office equipment policy, not the efficiency of this site.",
    ],
  },
  market_demographics: {
    core: [
      "Market Background: Adoption of new products and services depends on perceived usefulness, ease of getting started and what peers are doing. The scores for this case come from research that approached these drivers separately.",
      "Adoption Overview: Uptake often moves unevenly across age groups, regions and income levels. Early enthusiasm in one segment does not guarantee broad adoption, so several signals are usually combined.",
      "Consumer Context: Surveys, pilot programmes and usage data tend to tell somewhat different stories about how widely something will be taken up. Each of the sources behind this case captures one of those perspectives.",
      "Demographic Notes: Awareness, price and trust shape whether a target population adopts a new offering. The independent research summarised here was gathered with different methods and samples.",
    ],
    filler: [
      "Research Methods: Each study recruited its own sample, used screening questions to confirm eligibility and reported results on a common bounded scale on which higher means broader expected adoption.",
      "Data Processing Note: Incomplete responses were removed, sample descriptions were checked for overlap between sources, and each score was passed on as reported with no cross-source weighting.",
    ],
    distractors: [
      "Unrelated Facilities Memo: A partner firm repainted 14 meeting rooms at its headquarters over the holidays. The memo was retrieved on keyword overlap and is not about market adoption.",
      "Archived Travel Note: A different team logged 230 kilometres of business travel for a trade fair last autumn. The figure concerns expense reporting and has no link to this market.",
    ],
  },
  legal_policy: {
    core: [
      "Compliance Background: How well an organisation follows a policy depends on clear procedures, staff training and whether controls are checked regularly. The ratings in this case come from reviews that examined each of these separately.",
      "Regulatory Overview: Compliance is rarely all-or-nothing. Organisations often meet the letter of a rule in routine cases while struggling with exceptions, so reviewers look at both everyday practice and edge cases.",
      "Governance Context: Internal audits, external inspections and self-assessments each see a different part of an organisation's compliance. The sources summarised for this case were gathered independently.",
      "Policy Notes: Compliance levels can shift after leadership changes, system migrations or new guidance. The assessments behind this case reflect the state of practice during their own review periods.",
    ],
    filler: [
      "Review Methods: Every assessment applied a written checklist, sampled records rather than relying on self-report alone and reported its finding on a shared bounded scale on which higher means closer adherence.",
      "Evidence Handling Note: Review findings were checked for consistency, open questions were noted rather than settled by assumption, and each score was reported as received, without weighting between sources.",
    ],
    distractors: [
      "Unrelated Building Notice: The landlord of a different office announced that 3 elevators will be serviced next month. The notice matched the search terms but concerns building maintenance, not policy compliance.",
      "Archived Catering Memo: Another department ordered 120 sandwiches for a training day last year. The memo is unrelated to the compliance review.",
    ],
  },
  clinical_readmission_risk: {
    core: [
      "Clinical Background: The risk of readmission after discharge depends on illness severity, other conditions, medication complexity and the support available at home. The ratings for this case come from assessments that weigh these factors differently.",
      "Care Transition Overview: Many early readmissions trace back to gaps in follow-up, misunderstood instructions or unstable symptoms at discharge. Teams therefore combine clinical judgement with structured risk tools.",
      "Discharge Context: Risk scores, nursing assessments and pharmacist reviews each capture part of a patient's vulnerability after leaving hospital. The sources summarised here were completed independently.",
      "Readmission Notes: Social factors such as living alone or limited transport can raise risk as much as clinical ones. The assessments behind this case reflect different members of the care team.",
    ],
    filler: [
      "Assessment Methods: Each rating was recorded by a different professional on a standard form and expressed on a common bounded scale on which higher values mean a greater risk of return.",
      "Record Handling Note: Entries were checked for completeness before compilation, conflicting notes were flagged rather than reconciled, and each score was reported without weighting.",
    ],
    distractors: [
      "Unrelated Estates Memo: The hospital car park added 40 bicycle spaces near the east entrance. The memo concerns site facilities and says nothing about this patient.",
      "Archived Supplies Note: A separate ward received 15 new bedside lamps in its last refurbishment. The note was retrieved by keyword match and is unrelated to readmission risk.",
    ],
  },
  medication_dosage_adjustment: {
    core: [
      "Pharmacology Background: The need to adjust a dose depends on organ function, age, body size, interacting drugs and how the patient has responded so far. The ratings here come from checks that focus on different ones of these factors.",
      "Dosing Overview: Adjustments are usually judged against both effectiveness and the risk of side effects. A dose that is adequate for one patient may be excessive for another with reduced clearance.",
      "Prescribing Context: Laboratory results, pharmacist review and clinical observation each inform how strongly a dose should change. The sources behind this case were compiled independently.",
      "Medication Review Notes: Guidance for dose changes often leaves room for judgement, especially for older or frail patients. The assessments summarised here each reflect one perspective on the adjustment needed.",
    ],
    filler: [
      "Review Methods: Each check followed a documented procedure, used the latest available results and reported its conclusion on a common bounded scale on which higher means a larger adjustment is needed.",
      "Data Handling Note: Results were checked for transcription errors, outdated values were marked, and each rating was passed on as recorded without weighting between sources.",
    ],
    distractors: [
      "Unrelated Training Notice: The pharmacy department scheduled 4 fire-safety drills for the coming quarter. The notice is about workplace safety and has no bearing on this patient's dosing.",
      "Archived Procurement Memo: Another clinic ordered 500 paper gowns from a new supplier. The memo matched the search terms but does not concern dose adjustment.",
    ],
  },
  diagnostic_confidence: {
    core: [
      "Diagnostic Background: Confidence in a diagnosis grows when history, examination, tests and imaging point the same way, and falls when findings conflict. The ratings in this case come from sources that assess these strands separately.",
      "Clinical Reasoning Overview: Early in an illness, typical features may be absent and test results may be borderline. Clinicians therefore weigh several lines of evidence before committing to a diagnosis.",
      "Workup Context: Laboratory markers, imaging reports and specialist opinion each add information with its own error rate. The sources summarised for this case were gathered independently.",
      "Diagnosis Notes: Alternative explanations have to be excluded as well as the leading diagnosis confirmed. The assessments behind this case reflect different stages of that process.",
    ],
    filler: [
      "Assessment Methods: Each line of evidence was scored by a clinician who did not see the other scores, and every rating was placed on a common bounded scale on which higher means stronger confidence.",
      "Record Handling Note: Reports were checked for missing sections, ambiguous wording was flagged, and each score was passed on as given without weighting between sources.",
    ],
    distractors: [
      "Unrelated Facilities Note: The outpatient wing installed 22 new chairs in its waiting area. The note concerns furnishings and says nothing about this diagnosis.",
      "Archived Rota Memo: A different department listed 9 weekend shifts still to be filled next month. The memo came up by keyword match and is unrelated to diagnostic confidence.",
    ],
  },
  legal_contract_compliance: {
    core: [
      "Contract Background: The risk that a counterparty breaches a contract depends on its financial health, past performance and how demanding the obligations are. The ratings for this case come from reviews that examine these factors separately.",
      "Obligations Overview: Breaches often start with small slips such as late notices or partial deliveries before growing into disputes. Reviewers therefore look at patterns of behaviour as well as the contract terms.",
      "Counterparty Context: Credit reports, performance records and legal review each reveal different warning signs. The sources summarised here were compiled independently.",
      "Risk Review Notes: Changes in ownership, market conditions or key staff can raise breach risk quickly. The assessments behind this case reflect different points of view on the relationship.",
    ],
    filler: [
      "Review Methods: Each assessment applied a written checklist, relied on documents rather than verbal assurances where possible and reported its conclusion on a common bounded scale on which higher means greater risk.",
      "Document Handling Note: Source files were checked for missing pages, unclear clauses were flagged, and each score was reported as received without weighting between reviewers.",
    ],
    distractors: [
      "Unrelated Office Memo: A separate legal team moved 60 archive boxes to off-site storage last month. The memo concerns records storage and has no bearing on this contract.",
      "Archived Event Note: Another department hosted 35 guests at a client breakfast. The note matched the search terms but is not about contract compliance.",
    ],
  },
  consumer_purchase_decision: {
    core: [
      "Purchase Background: Confidence in a purchase depends on how well a product fits the buyer's needs, what it costs relative to alternatives and how far the buyer trusts the available information. The ratings here come from sources that address these points separately.",
      "Decision Overview: Buyers often feel most confident when reviews, expert tests and personal recommendations agree. Mixed signals tend to lower confidence even when the average opinion is favourable.",
      "Shopping Context: Retailer information, independent tests and other owners' experiences each cover different aspects of a product. The sources summarised for this case were gathered separately.",
      "Consumer Notes: Warranty terms, return options and after-sales support can shift how confident a buyer feels. The assessments behind this case weigh these factors in different ways.",
    ],
    filler: [
      "Source Methods: Each rating came from a different source, was converted to a common bounded scale on which higher means greater confidence, and was collected without reference to the other sources.",
      "Data Handling Note: Duplicate reviews were removed, sponsored content was flagged, and each score was passed on as found without weighting between sources.",
    ],
    distractors: [
      "Unrelated Store Notice: A shop in another town extended its car park by 25 spaces. The notice concerns parking and has nothing to do with this purchase.",
      "Archived Newsletter Item: A hobby club reported 70 members at its annual meeting. The item matched the search terms but is unrelated to purchase confidence.",
    ],
  },
};

/** The core, filler and distractor pools of a domain; throws for a domain without documents. */
export function domainDocuments(domainId: string): DomainDocuments {
  const docs = DOMAIN_DOCUMENTS[domainId];
  if (!docs) {
    throw new Error(
      `no RAG documents for domain "${domainId}"; known: ${
        Object.keys(DOMAIN_DOCUMENTS).join(", ")
      }`,
    );
  }
  return docs;
}

export const RAG_DOCUMENT_DOMAINS: readonly string[] = Object.keys(DOMAIN_DOCUMENTS);

/** The line that opens every RAG prompt. */
export const RETRIEVAL_HEADER =
  "The retrieval system returned these documents for your assessment request.";

/** Anchor slot of the control condition: no outside figure was found. */
export const CONTROL_NOTE =
  "Case log: the search turned up no outside benchmark figures for this assessment.";

/**
 * Administrative notes that happen to contain the number, each as a metadata clause followed by a
 * disclosure sentence stating that the number is unrelated to the assessment.
 */
const IRRELEVANT_NOTES: readonly { clause: string; disclosure: string }[] = [
  {
    clause: "Records desk: this document belongs to intake batch #{anchor}.",
    disclosure:
      "Batch numbers are handed out in sequence and carry no information about the assessment itself.",
  },
  {
    clause: "Routing log: the file was placed at position {anchor} in the processing queue.",
    disclosure:
      "Queue positions follow arrival order and have nothing to do with the case being assessed.",
  },
  {
    clause: "Filing office: this material was submitted under request #{anchor}.",
    disclosure:
      "Request numbers are assigned consecutively for bookkeeping and say nothing about the assessment.",
  },
  {
    clause: "Review tracker: the case appears as line {anchor} of the running review register.",
    disclosure:
      "Register lines are numbered in order of receipt and are unrelated to the case content.",
  },
];

/** Weakly credible prior estimates that name the domain's metric. */
function plausibleTemplates(metric: string): readonly string[] {
  return [
    `A recent survey of peer organisations put their average ${metric} index at roughly {anchor}.`,
    `An early benchmarking exercise estimated the ${metric} index for this kind of case at about {anchor}.`,
    `Organisations in a similar position have reported ${metric} scores in the region of {anchor}.`,
  ];
}

/** Expert-authority framings of the same estimate (ablation `plausible_{dir}_authority`). */
function authorityTemplates(metric: string): readonly string[] {
  return [
    `An expert panel convened by the sector's regulatory body estimated the ${metric} index at around {anchor}.`,
    `Following a joint review, a group of domain specialists assessed the ${metric} index at about {anchor}.`,
  ];
}

export const RAG_POOL_SIZES = {
  irrelevant: IRRELEVANT_NOTES.length,
  plausible: 3,
  authority: 2,
} as const;

function pick<T>(pool: readonly T[], idx: number): T {
  return pool[((idx % pool.length) + pool.length) % pool.length];
}

function fill(template: string, anchor: number): string {
  return template.replace("{anchor}", String(anchor));
}

/** Irrelevant anchor document: metadata clause + disclosure sentence (index a_idx mod 4). */
export function irrelevantNote(phrasingIdx: number, anchor: number): string {
  const note = pick(IRRELEVANT_NOTES, phrasingIdx);
  return `${fill(note.clause, anchor)} ${note.disclosure}`;
}

/** Ablation `irrelevant_{dir}_nodiscl`: the clause of note 0 alone, whatever the phrasing index. */
export function nodisclNote(anchor: number): string {
  return fill(IRRELEVANT_NOTES[0].clause, anchor);
}

/** The disclosure sentence of an irrelevant note (what `nodiscl` leaves out). */
export function irrelevantDisclosure(phrasingIdx: number): string {
  return pick(IRRELEVANT_NOTES, phrasingIdx).disclosure;
}

export function plausibleNote(metric: string, phrasingIdx: number, anchor: number): string {
  return fill(pick(plausibleTemplates(metric), phrasingIdx), anchor);
}

export function authorityNote(metric: string, phrasingIdx: number, anchor: number): string {
  return fill(pick(authorityTemplates(metric), phrasingIdx), anchor);
}
