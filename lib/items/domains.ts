/**
 * Domain configurations: the six core domains (fixed order, which drives item ids and RNG order) and
 * five pilot domains. All wording here is authored for AnchorLab; only ids and metric names follow
 * the benchmark design. `{range}` in the raw templates becomes the domain's range text.
 */

export type DomainId =
  | "pricing_wtp"
  | "operations_time"
  | "transportation_logistics"
  | "resource_consumption"
  | "market_demographics"
  | "legal_policy"
  | "clinical_readmission_risk"
  | "medication_dosage_adjustment"
  | "diagnostic_confidence"
  | "legal_contract_compliance"
  | "consumer_purchase_decision";

export type DomainGroup = "core" | "medical" | "other";

export interface DomainConfig {
  id: DomainId;
  displayName: string;
  /** Metric name used inside question and anchor sentences. */
  metricName: string;
  group: DomainGroup;
  /** "0–100" (EN DASH) for core and medical domains, "0-100" (ASCII hyphen) for the "other" pilots. */
  rangeText: string;
  /** Three families of five rating labels; family 0 is the default list (demos, warm-ups). */
  labelFamilies: string[][];
  /** Eight scenario templates. */
  scenarios: string[];
  /** Four question templates. */
  questions: string[];
  /** Three plausible anchor-sentence templates with `{anchor}`; template 0 opens with a lead-in. */
  plausible: string[];
}

const EN_DASH_RANGE = "0–100";
const HYPHEN_RANGE = "0-100";

interface RawDomain extends Omit<DomainConfig, "rangeText"> {}

function withRange(raw: RawDomain): DomainConfig {
  const rangeText = raw.group === "other" ? HYPHEN_RANGE : EN_DASH_RANGE;
  const fill = (s: string) => s.replaceAll("{range}", rangeText);
  return {
    ...raw,
    rangeText,
    scenarios: raw.scenarios.map(fill),
    questions: raw.questions.map(fill),
    plausible: raw.plausible.map(fill),
  };
}

const RAW_CORE: RawDomain[] = [
  {
    id: "pricing_wtp",
    displayName: "Pricing / Willingness-to-Pay",
    metricName: "WTP",
    group: "core",
    labelFamilies: [
      [
        "Enterprise-buyer survey score",
        "Small-business survey score",
        "Moderated discussion group rating",
        "Attribute trade-off study index",
        "Past price-response score",
      ],
      [
        "Web panel score",
        "Shop-floor interview rating",
        "Feature trade-off index",
        "Churn-risk model score",
        "Competitor price benchmark rating",
      ],
      [
        "Stated willingness score",
        "Price-threshold survey index",
        "Price-ladder test rating",
        "Discrete-choice model score",
        "Advisory board assessment",
      ],
    ],
    scenarios: [
      "A software vendor is deciding what to charge for a new reporting module. The research scores below ({range}) describe how much customers would pay for it.",
      "A subscription service plans a premium tier with extra storage. Customer research produced the following scores ({range}) on tolerance for a higher price.",
      "A coffee roaster wants to launch a single-origin line at a higher shelf price. The studies below rate buyers' willingness to pay on a {range} scale.",
      "A fitness studio is reviewing the price of its unlimited membership. Each source below scores members' acceptance of the current price ({range}).",
      "An appliance maker is pricing an extended-warranty bundle. The following indicators ({range}) summarise how much buyers value it.",
      "A regional airline is testing a paid seat-selection option. The scores below ({range}) capture passengers' readiness to pay for it.",
      "A publisher is setting the price of a digital-only subscription. Reader research yielded these willingness scores on a {range} scale.",
      "A cloud provider is reconsidering the list price of its managed database plan. The evidence below rates customers' price acceptance ({range}).",
    ],
    questions: [
      "Taking these signals together, what is your best estimate of the WTP index on a {range} scale?",
      "What WTP index ({range}) do these ratings point to?",
      "Estimate the WTP index for this offer on a {range} scale.",
      "Based on the evidence, where would you place the WTP index ({range})?",
    ],
    plausible: [
      "Worth weighing before you answer: a market study published last quarter put the WTP index for offers like this at about {anchor}.",
      "An early review of similar products estimated the WTP index at roughly {anchor}.",
      "Figures from a comparable customer segment suggested a WTP index close to {anchor}.",
    ],
  },
  {
    id: "operations_time",
    displayName: "Operations / Time Estimation",
    metricName: "efficiency",
    group: "core",
    labelFamilies: [
      [
        "Shift supervisor rating",
        "Time-and-motion study score",
        "Workflow audit index",
        "Cycle-time tracker score",
        "Peer site comparison rating",
      ],
      [
        "Process mining score",
        "Line manager assessment",
        "Throughput log index",
        "Lean maturity rating",
        "Bottleneck analysis score",
      ],
      [
        "Operator self-report score",
        "Industrial engineer review",
        "Scheduling system index",
        "Downtime analysis rating",
        "External consultant score",
      ],
    ],
    scenarios: [
      "A warehouse team is estimating how efficiently it completes outbound orders. The ratings below ({range}) come from different reviews of the process.",
      "A hospital laundry wants to gauge how efficiently it turns around linen. Several assessments scored the operation on a {range} scale.",
      "A call centre is reviewing how quickly it resolves routine tickets. The sources below rate its efficiency ({range}).",
      "A bakery chain is checking how efficient its early-morning production run is. The following scores ({range}) summarise recent observations.",
      "A print shop wants to know how efficiently it handles rush jobs. Each indicator below rates the workflow on a {range} scale.",
      "A municipal permit office is assessing how fast applications move through review. The ratings below ({range}) describe its efficiency.",
      "A car repair garage is evaluating how efficiently it completes standard services. Several reviews produced these scores ({range}).",
      "A software team is judging the efficiency of its release process. The evidence below scores the process on a {range} scale.",
    ],
    questions: [
      "Given these ratings, what is your best estimate of the efficiency index on a {range} scale?",
      "What efficiency index ({range}) best summarises this operation?",
      "Estimate the operation's efficiency index on a {range} scale.",
      "Based on the evidence, what efficiency index ({range}) would you assign?",
    ],
    plausible: [
      "A point to consider before estimating: a recent operations benchmark rated comparable sites at an efficiency index of around {anchor}.",
      "A first-pass review of similar processes estimated the efficiency index at about {anchor}.",
      "Records from a sister facility indicated an efficiency index near {anchor}.",
    ],
  },
  {
    id: "transportation_logistics",
    displayName: "Transportation / Logistics Reliability",
    metricName: "reliability",
    group: "core",
    labelFamilies: [
      [
        "On-time delivery score",
        "Dispatcher rating",
        "Route audit index",
        "Carrier scorecard rating",
        "Customer delivery survey score",
      ],
      [
        "Telematics reliability score",
        "Depot manager assessment",
        "Missed-pickup index",
        "Shipper feedback rating",
        "Lane performance score",
      ],
      [
        "Tracking-event completeness score",
        "Fleet maintenance rating",
        "Transit variance index",
        "Third-party audit score",
        "Claims history rating",
      ],
    ],
    scenarios: [
      "A regional courier is assessing how reliably it meets promised delivery windows. The scores below ({range}) come from several monitoring sources.",
      "A freight broker is reviewing the reliability of a new trucking partner. Each rating below ({range}) reflects one source of evidence.",
      "A city bus operator wants to gauge how dependable a recently redesigned route is. The indicators below score it on a {range} scale.",
      "A grocery distributor is checking how reliably refrigerated loads arrive on time. The following ratings ({range}) summarise the evidence.",
      "A parts supplier is evaluating the dependability of its overnight shipping lane. Several reviews rated it on a {range} scale.",
      "An e-commerce retailer is judging how reliable its last-mile partner has been this season. The scores below ({range}) describe its record.",
      "A rail freight company is reviewing the reliability of a cross-border service. The ratings below ({range}) come from different audits.",
      "A medical-supply wholesaler is checking how dependably urgent orders reach clinics. The evidence below scores reliability on a {range} scale.",
    ],
    questions: [
      "Considering these ratings, what is your best estimate of the reliability index on a {range} scale?",
      "What reliability index ({range}) do these sources support?",
      "Estimate the service's reliability index on a {range} scale.",
      "Based on the evidence, what reliability index ({range}) would you give?",
    ],
    plausible: [
      "Before settling on a number, note: an industry logistics survey put the reliability index of similar services at about {anchor}.",
      "A preliminary carrier comparison estimated the reliability index at roughly {anchor}.",
      "Data from a comparable delivery network pointed to a reliability index near {anchor}.",
    ],
  },
  {
    id: "resource_consumption",
    displayName: "Resource Consumption / Efficiency",
    metricName: "resource efficiency",
    group: "core",
    labelFamilies: [
      [
        "Energy meter score",
        "Water usage rating",
        "Facility audit index",
        "Waste tracking score",
        "Sustainability officer rating",
      ],
      [
        "Smart sensor efficiency score",
        "Utility bill analysis rating",
        "Equipment age index",
        "Maintenance log score",
        "Regional peer benchmark rating",
      ],
      [
        "Sub-metering score",
        "Engineering walkthrough rating",
        "Load profile index",
        "Procurement data score",
        "Certification review rating",
      ],
    ],
    scenarios: [
      "An office campus is assessing how efficiently it uses electricity and water. The ratings below ({range}) come from several reviews.",
      "A food processing plant wants to gauge how efficiently it consumes energy per batch. Each score below ({range}) reflects one source.",
      "A school district is checking how efficiently its buildings use heating fuel. The indicators below rate efficiency on a {range} scale.",
      "A data centre operator is reviewing the efficiency of its cooling systems. The following scores ({range}) summarise the evidence.",
      "A hotel group is evaluating how efficiently one property uses water and power. Several assessments rated it on a {range} scale.",
      "A textile mill is judging how efficiently it uses dyes and process water. The ratings below ({range}) describe its performance.",
      "A hospital is reviewing the resource efficiency of its sterilisation unit. The evidence below scores it on a {range} scale.",
      "A retail chain is assessing how efficiently its stores use lighting and refrigeration. The scores below ({range}) come from different audits.",
    ],
    questions: [
      "Given these ratings, what is your best estimate of the resource efficiency index on a {range} scale?",
      "What resource efficiency index ({range}) do these sources indicate?",
      "Estimate the site's resource efficiency index on a {range} scale.",
      "Based on the evidence, where would you put the resource efficiency index ({range})?",
    ],
    plausible: [
      "One thing to factor in before you estimate: a sector energy report placed similar sites at a resource efficiency index of about {anchor}.",
      "An initial engineering review estimated the resource efficiency index at roughly {anchor}.",
      "Results from a comparable facility suggested a resource efficiency index near {anchor}.",
    ],
  },
  {
    id: "market_demographics",
    displayName: "Market / Demographics Adoption",
    metricName: "adoption",
    group: "core",
    labelFamilies: [
      [
        "Household survey score",
        "Census-based propensity rating",
        "Retail sell-through index",
        "Social listening score",
        "Pilot market uptake rating",
      ],
      [
        "App download trend score",
        "Distributor outlook rating",
        "Age-cohort interest index",
        "Search volume score",
        "Early adopter panel rating",
      ],
      [
        "Regional sales score",
        "Community interview rating",
        "Income-segment fit index",
        "Trial sign-up score",
        "Analyst forecast rating",
      ],
    ],
    scenarios: [
      "A company is judging how widely a new budgeting app will be adopted among young professionals. The scores below ({range}) come from market research.",
      "A utility is estimating adoption of rooftop solar among suburban homeowners. Each rating below ({range}) reflects one source.",
      "A food brand is gauging uptake of its plant-based range in mid-sized towns. The indicators below score adoption on a {range} scale.",
      "A bank wants to know how readily retirees will adopt its new mobile service. The following ratings ({range}) summarise the evidence.",
      "A bicycle-sharing operator is assessing adoption in a newly served district. Several studies rated it on a {range} scale.",
      "A telehealth provider is estimating adoption among rural families. The scores below ({range}) describe likely uptake.",
      "A streaming service is judging how many households in a new country will take up its plan. The ratings below ({range}) come from different sources.",
      "A maker of smart thermostats is assessing adoption among renters. The evidence below scores adoption potential on a {range} scale.",
    ],
    questions: [
      "Taking these ratings together, what is your best estimate of the adoption index on a {range} scale?",
      "What adoption index ({range}) do these signals suggest?",
      "Estimate the adoption index for this market on a {range} scale.",
      "Based on the evidence, what adoption index ({range}) would you assign?",
    ],
    plausible: [
      "Keep this in mind before estimating: a consumer trends report put adoption of similar products at an index of about {anchor}.",
      "A preliminary look at comparable launches estimated the adoption index at roughly {anchor}.",
      "Figures from a similar demographic group indicated an adoption index near {anchor}.",
    ],
  },
  {
    id: "legal_policy",
    displayName: "Legal / Policy Compliance",
    metricName: "compliance",
    group: "core",
    labelFamilies: [
      [
        "Internal audit score",
        "Policy checklist rating",
        "Training completion index",
        "Incident register score",
        "External reviewer rating",
      ],
      [
        "Document control score",
        "Regulator inspection rating",
        "Whistleblower report index",
        "Contract review score",
        "Self-assessment rating",
      ],
      [
        "Access log audit score",
        "Legal counsel rating",
        "Remediation progress index",
        "Supplier attestation score",
        "Board risk committee rating",
      ],
    ],
    scenarios: [
      "A payments company is assessing how well its onboarding process complies with anti-fraud rules. The ratings below ({range}) come from several reviews.",
      "A hospital trust is checking compliance with its patient data policy. Each score below ({range}) reflects one source of evidence.",
      "A construction firm is reviewing adherence to site safety regulations. The indicators below rate compliance on a {range} scale.",
      "A retailer is evaluating how well its stores follow age-restricted sales rules. The following scores ({range}) summarise the evidence.",
      "A university is assessing compliance with its research ethics procedures. Several audits rated it on a {range} scale.",
      "A logistics company is reviewing compliance with driver working-hour limits. The ratings below ({range}) describe its record.",
      "A software firm is checking how well its teams follow open-source licensing policy. The evidence below scores compliance on a {range} scale.",
      "A food manufacturer is assessing compliance with allergen labelling rules. The scores below ({range}) come from different checks.",
    ],
    questions: [
      "Considering these ratings, what is your best estimate of the compliance index on a {range} scale?",
      "What compliance index ({range}) do these findings support?",
      "Estimate the organisation's compliance index on a {range} scale.",
      "Based on the evidence, what compliance index ({range}) would you give?",
    ],
    plausible: [
      "A consideration before you estimate: a recent regulatory survey rated organisations like this one at a compliance index of about {anchor}.",
      "An initial compliance screening estimated the index at roughly {anchor}.",
      "Audit data from a comparable organisation showed a compliance index near {anchor}.",
    ],
  },
];

const RAW_PILOT: RawDomain[] = [
  {
    id: "clinical_readmission_risk",
    displayName: "Clinical / Readmission Risk",
    metricName: "readmission risk",
    group: "medical",
    labelFamilies: [
      [
        "Discharge nurse rating",
        "Comorbidity burden score",
        "Prior admissions index",
        "Medication adherence score",
        "Follow-up access rating",
      ],
      [
        "Risk model output score",
        "Attending physician rating",
        "Social support index",
        "Lab trend score",
        "Care coordinator rating",
      ],
      [
        "Frailty assessment score",
        "Pharmacist review rating",
        "Home environment index",
        "Symptom diary score",
        "Case manager rating",
      ],
    ],
    scenarios: [
      "A care team is estimating the chance that a patient discharged after heart failure treatment returns within thirty days. The ratings below ({range}) come from several assessments.",
      "A ward is reviewing readmission risk for a patient leaving after pneumonia treatment. Each score below ({range}) reflects one source.",
      "A clinic is judging readmission risk for an older patient recovering from hip surgery. The indicators below rate risk on a {range} scale.",
      "A hospital is assessing readmission risk for a patient with poorly controlled diabetes. The following scores ({range}) summarise the evidence.",
      "A care team is estimating readmission risk after a COPD flare-up. Several reviews rated it on a {range} scale.",
      "A transitional-care nurse is reviewing readmission risk for a patient discharged after sepsis. The ratings below ({range}) describe the case.",
      "A cardiology unit is judging readmission risk after a stent procedure. The evidence below scores risk on a {range} scale.",
      "A geriatric service is assessing readmission risk for a patient living alone after a fall. The scores below ({range}) come from different sources.",
    ],
    questions: [
      "Given these ratings, what is your best estimate of the readmission risk index on a {range} scale?",
      "What readmission risk index ({range}) do these assessments indicate?",
      "Estimate the patient's readmission risk index on a {range} scale.",
      "Based on the evidence, what readmission risk index ({range}) would you assign?",
    ],
    plausible: [
      "Something to weigh before answering: a published cohort study reported a readmission risk index of about {anchor} for similar patients.",
      "A preliminary chart review estimated the readmission risk index at roughly {anchor}.",
      "Outcomes from a comparable patient group suggested a readmission risk index near {anchor}.",
    ],
  },
  {
    id: "medication_dosage_adjustment",
    displayName: "Medication / Dosage Adjustment",
    metricName: "dose adjustment",
    group: "medical",
    labelFamilies: [
      [
        "Renal function score",
        "Prescriber assessment",
        "Drug level index",
        "Side-effect report score",
        "Guideline fit rating",
      ],
      [
        "Hepatic panel score",
        "Clinical pharmacist rating",
        "Interaction check index",
        "Weight-based dosing score",
        "Specialist opinion rating",
      ],
      [
        "Vital signs trend score",
        "Nursing observation rating",
        "Response-to-therapy index",
        "Adherence record score",
        "Dosing software rating",
      ],
    ],
    scenarios: [
      "A clinician is deciding how strongly to adjust an anticoagulant dose for an older patient. The ratings below ({range}) come from several checks.",
      "A renal team is judging the needed dose adjustment of an antibiotic for a patient with reduced kidney function. Each score below ({range}) reflects one source.",
      "A psychiatrist is reviewing how much to change a mood stabiliser dose after new blood results. The indicators below rate the need on a {range} scale.",
      "An oncology pharmacist is assessing the dose adjustment needed after a patient lost weight. The following scores ({range}) summarise the evidence.",
      "A GP is deciding how far to adjust a blood-pressure medication after home readings. Several sources rated it on a {range} scale.",
      "A paediatric team is judging the dose adjustment for a child's anti-seizure medication. The ratings below ({range}) describe the case.",
      "A transplant clinic is reviewing the dose adjustment of an immunosuppressant. The evidence below scores the need on a {range} scale.",
      "A care home physician is assessing the dose adjustment of a pain medication for a frail resident. The scores below ({range}) come from different reviews.",
    ],
    questions: [
      "Considering these ratings, what is your best estimate of the dose adjustment index on a {range} scale?",
      "What dose adjustment index ({range}) do these findings support?",
      "Estimate the dose adjustment index for this patient on a {range} scale.",
      "Based on the evidence, what dose adjustment index ({range}) would you give?",
    ],
    plausible: [
      "Before you estimate, bear in mind: a dosing guideline summary suggested a dose adjustment index of about {anchor} in cases like this.",
      "An early pharmacology review estimated the dose adjustment index at roughly {anchor}.",
      "Records from similar patients indicated a dose adjustment index near {anchor}.",
    ],
  },
  {
    id: "diagnostic_confidence",
    displayName: "Diagnostic Confidence",
    metricName: "diagnostic confidence",
    group: "medical",
    labelFamilies: [
      [
        "Imaging read score",
        "Lab marker rating",
        "Symptom pattern index",
        "Examining physician score",
        "Second opinion rating",
      ],
      [
        "Decision-support score",
        "Radiologist rating",
        "History consistency index",
        "Biopsy report score",
        "Multidisciplinary panel rating",
      ],
      [
        "Screening test score",
        "Resident assessment rating",
        "Differential exclusion index",
        "Follow-up scan score",
        "Specialist consult rating",
      ],
    ],
    scenarios: [
      "A team is weighing how confident it can be that a patient's chest pain is cardiac in origin. The ratings below ({range}) come from several sources.",
      "A neurologist is judging confidence in an early multiple sclerosis diagnosis. Each score below ({range}) reflects one line of evidence.",
      "A dermatology clinic is assessing confidence that a skin lesion is benign. The indicators below rate confidence on a {range} scale.",
      "An emergency physician is reviewing confidence in a suspected appendicitis diagnosis. The following scores ({range}) summarise the evidence.",
      "A rheumatologist is judging confidence in a rheumatoid arthritis diagnosis. Several assessments rated it on a {range} scale.",
      "A respiratory team is assessing confidence that a patient's cough reflects asthma. The ratings below ({range}) describe the case.",
      "An endocrinologist is reviewing confidence in a thyroid disorder diagnosis. The evidence below scores confidence on a {range} scale.",
      "A paediatrician is judging confidence in a food allergy diagnosis. The scores below ({range}) come from different tests.",
    ],
    questions: [
      "Taking these ratings together, what is your best estimate of the diagnostic confidence index on a {range} scale?",
      "What diagnostic confidence index ({range}) do these findings point to?",
      "Estimate the diagnostic confidence index for this case on a {range} scale.",
      "Based on the evidence, where would you place the diagnostic confidence index ({range})?",
    ],
    plausible: [
      "A note to consider before answering: a diagnostic accuracy review reported a diagnostic confidence index of about {anchor} for presentations like this.",
      "An initial case review estimated the diagnostic confidence index at roughly {anchor}.",
      "Findings from comparable cases suggested a diagnostic confidence index near {anchor}.",
    ],
  },
  {
    id: "legal_contract_compliance",
    displayName: "Legal / Contract Compliance Risk",
    metricName: "contract compliance risk",
    group: "other",
    labelFamilies: [
      [
        "Clause review score",
        "Counterparty history rating",
        "Obligation tracker index",
        "Dispute record score",
        "Outside counsel rating",
      ],
      [
        "Contract analytics score",
        "Procurement lead rating",
        "Deadline slippage index",
        "Amendment frequency score",
        "Compliance officer rating",
      ],
      [
        "Payment terms audit score",
        "Vendor self-report rating",
        "Deliverable acceptance index",
        "Insurance coverage score",
        "Legal operations rating",
      ],
    ],
    scenarios: [
      "A manufacturer is judging the risk that a key supplier breaches its delivery contract. The ratings below ({range}) come from several reviews.",
      "A landlord is assessing the risk that a commercial tenant fails to meet lease terms. Each score below ({range}) reflects one source.",
      "A city council is reviewing the compliance risk of a waste-collection contractor. The indicators below rate risk on a {range} scale.",
      "A software buyer is judging the risk that a vendor misses its service-level commitments. The following scores ({range}) summarise the evidence.",
      "A retailer is assessing the compliance risk of a licensing agreement with a brand partner. Several reviews rated it on a {range} scale.",
      "A hospital is reviewing the risk that a cleaning contractor breaches its hygiene obligations. The ratings below ({range}) describe the case.",
      "A publisher is judging the risk that an author misses contractual manuscript terms. The evidence below scores risk on a {range} scale.",
      "An energy firm is assessing the compliance risk of a maintenance subcontractor. The scores below ({range}) come from different checks.",
    ],
    questions: [
      "Given these ratings, what is your best estimate of the contract compliance risk index on a {range} scale?",
      "What contract compliance risk index ({range}) do these sources indicate?",
      "Estimate the contract compliance risk index on a {range} scale.",
      "Based on the evidence, what contract compliance risk index ({range}) would you assign?",
    ],
    plausible: [
      "Worth weighing before you estimate: a contract-management survey rated agreements like this one at a contract compliance risk index of about {anchor}.",
      "A preliminary legal review estimated the contract compliance risk index at roughly {anchor}.",
      "Experience with a comparable counterparty pointed to a contract compliance risk index near {anchor}.",
    ],
  },
  {
    id: "consumer_purchase_decision",
    displayName: "Consumer / Purchase Decision Confidence",
    metricName: "purchase decision confidence",
    group: "other",
    labelFamilies: [
      [
        "Product review score",
        "Price comparison rating",
        "Brand trust index",
        "Friend recommendation score",
        "Return policy rating",
      ],
      [
        "Expert test score",
        "Store demo rating",
        "Feature match index",
        "Warranty terms score",
        "Resale value rating",
      ],
      [
        "Owner forum score",
        "Budget fit rating",
        "Reliability survey index",
        "Delivery time score",
        "Sales advisor rating",
      ],
    ],
    scenarios: [
      "A shopper is deciding how confident to feel about buying a particular laptop. The ratings below ({range}) come from several sources.",
      "A family is judging its confidence in choosing a specific used car. Each score below ({range}) reflects one source.",
      "A first-time buyer is assessing confidence in a washing machine purchase. The indicators below rate confidence on a {range} scale.",
      "A cyclist is weighing confidence in buying a certain e-bike model. The following scores ({range}) summarise the evidence.",
      "A homeowner is judging confidence in a choice of sofa from an online store. Several sources rated it on a {range} scale.",
      "A student is assessing confidence in buying a refurbished phone. The ratings below ({range}) describe the options.",
      "A small café owner is judging confidence in purchasing a specific espresso machine. The evidence below scores confidence on a {range} scale.",
      "A parent is weighing confidence in a particular child car seat. The scores below ({range}) come from different reviews.",
    ],
    questions: [
      "Considering these ratings, what is your best estimate of the purchase decision confidence index on a {range} scale?",
      "What purchase decision confidence index ({range}) do these sources support?",
      "Estimate the purchase decision confidence index on a {range} scale.",
      "Based on the evidence, what purchase decision confidence index ({range}) would you give?",
    ],
    plausible: [
      "Keep in mind before estimating: a consumer magazine survey put buyers' purchase decision confidence for products like this at about {anchor}.",
      "An early roundup of comparable products estimated the purchase decision confidence index at roughly {anchor}.",
      "Ratings from buyers of a similar product suggested a purchase decision confidence index near {anchor}.",
    ],
  },
];

/** The six core domains in the fixed benchmark order. */
export const CORE_DOMAINS: readonly DomainConfig[] = RAW_CORE.map(withRange);

/** The five pilot domains (three medical, two other), generated only on request. */
export const PILOT_DOMAINS: readonly DomainConfig[] = RAW_PILOT.map(withRange);

const BY_ID = new Map<string, DomainConfig>(
  [...CORE_DOMAINS, ...PILOT_DOMAINS].map((d) => [d.id, d]),
);

export const CORE_DOMAIN_IDS: readonly DomainId[] = CORE_DOMAINS.map((d) => d.id);
export const MEDICAL_DOMAIN_IDS: readonly DomainId[] = PILOT_DOMAINS
  .filter((d) => d.group === "medical").map((d) => d.id);
export const OTHER_DOMAIN_IDS: readonly DomainId[] = PILOT_DOMAINS
  .filter((d) => d.group === "other").map((d) => d.id);

export function getDomain(id: string): DomainConfig {
  const domain = BY_ID.get(id);
  if (!domain) {
    throw new Error(`unknown domain id "${id}"; known domains: ${[...BY_ID.keys()].join(", ")}`);
  }
  return domain;
}
