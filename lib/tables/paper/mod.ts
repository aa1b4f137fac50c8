/**
 * One function per paper table: `tableN(input, published data | printed rows)` returns the
 * published table, the reproduced table (same layout) and their cell-by-cell comparison.
 * `reproduceTable(id, studyDir)` does the loading; `ALL_TABLES` lists every table (Tables 1–33 and
 * the appendix analyses A.6 and A.8).
 */
export type { RecordGroup, StudyData, SummaryEntry, TableResult } from "./types.ts";
export { type CsvRow, parseCsv } from "./csv.ts";
export {
  defaultPaperDataDir,
  LARGE_PANEL_FILE,
  loadPublished,
  PUBLISHED_CSV,
  type PublishedData,
  UNIFIED_FILES,
} from "./published.ts";
export { loadPrintedRows } from "./printed_source.ts";
export type { PrintedRows } from "./printed_rows.ts";
export { cellsDifferingFromPrint, withStoredRevisionNote } from "./printed_rows.ts";
export {
  loadStudy,
  type LoadStudyOptions,
  type RecordFilter,
  studyEntries,
  studyModels,
  studyRecords,
} from "./study.ts";
export {
  alphabetical,
  inTableOrder,
  isOpenWeight,
  LOCKED4,
  LOCKED5,
  paperModelName,
} from "./models.ts";
export {
  ALL_TABLES,
  type ReproduceOptions,
  reproduceTable,
  type TableContext,
  type TableDef,
  tableDef,
} from "./registry.ts";
export { publishedTable1, reproducedTable1, TABLE1, table1, type Table1Input } from "./table01.ts";
export {
  publishedTable2,
  publishedTable23,
  reproducedTable2,
  reproducedTable23,
  TABLE2,
  table2,
  TABLE23,
  table23,
  type UncertainTableInput,
} from "./table02_23.ts";
export { parameterLabel, publishedTable3, reproducedTable3, TABLE3, table3 } from "./table03.ts";
export {
  MIN_PARSE_RATE,
  publishedSuiteTable,
  reproducedSuiteTable,
  suiteFullResults,
  type SuiteTableInput,
  suiteTableSpec,
  table4,
  table5,
  table6,
  table7,
  table8,
} from "./tables04_08.ts";
export {
  publishedTable9,
  reproducedTable9,
  TABLE9,
  table9,
  type Table9Input,
  table9Rows,
} from "./table09.ts";
export {
  CORRELATION_ROW,
  publishedTable10,
  RANGE_ROW,
  reproducedTable10,
  TABLE10,
  table10,
  type Table10Input,
} from "./table10.ts";
export {
  publishedTable11,
  reproducedTable11,
  TABLE11,
  table11,
  type Table11Input,
} from "./table11.ts";
export {
  publishedTable12,
  reproducedTable12,
  TABLE12,
  table12,
  type Table12Input,
} from "./table12.ts";
export {
  publishedTable13,
  reproducedTable13,
  TABLE13,
  table13,
  type Table13Input,
} from "./table13.ts";
export {
  publishedTable14,
  reproducedTable14,
  TABLE14,
  table14,
  type Table14Input,
} from "./table14.ts";
export {
  publishedTable15,
  reproducedTable15,
  TABLE15,
  table15,
  type Table15Input,
} from "./table15.ts";
export {
  publishedTable16,
  reproducedTable16,
  TABLE16,
  table16,
  type Table16Input,
} from "./table16.ts";
export {
  publishedTable17,
  reproducedTable17,
  TABLE17,
  table17,
  type Table17Input,
} from "./table17.ts";
export {
  publishedTable18,
  reproducedTable18,
  signAgrees,
  TABLE18,
  table18,
  type Table18Input,
} from "./table18.ts";
export {
  publishedTable19,
  reproducedTable19,
  TABLE19,
  table19,
  type Table19Input,
} from "./table19.ts";
export {
  type CeilingTableInput,
  publishedTable20,
  publishedTable21,
  reproducedTable20,
  reproducedTable21,
  TABLE20,
  table20,
  TABLE21,
  table21,
} from "./tables20_21.ts";
export {
  publishedTable22,
  reproducedTable22,
  TABLE22,
  table22,
  type Table22Input,
} from "./table22.ts";
export {
  publishedTable24,
  reproducedTable24,
  storedCsvTable24,
  table24,
  type Table24Input,
  table24Spec,
} from "./table24.ts";
export {
  publishedTable25,
  reproducedTable25,
  TABLE25,
  table25,
  type Table25Input,
} from "./table25.ts";
export {
  publishedTable26,
  reproducedTable26,
  TABLE26,
  table26,
  type Table26Input,
} from "./table26.ts";
export {
  publishedTable27,
  reproducedTable27,
  TABLE27,
  table27,
  type Table27Input,
} from "./table27.ts";
export {
  publishedTable28,
  reproducedTable28,
  TABLE28,
  table28,
  type Table28Input,
} from "./table28.ts";
export {
  publishedTable29,
  RAG_VARIANTS,
  reproducedTable29,
  storedCsvTable29,
  TABLE29,
  table29,
  type Table29Input,
} from "./table29.ts";
export {
  publishedTable30,
  reproducedTable30,
  storedCsvTable30,
  TABLE30,
  table30,
  type Table30Input,
  TOOL_VARIANTS,
} from "./table30.ts";
export {
  publishedTable31,
  reproducedTable31,
  TABLE31,
  table31,
  type Table31Input,
} from "./table31.ts";
export {
  publishedTable32,
  reproducedTable32,
  TABLE32,
  table32,
  type Table32Input,
} from "./table32.ts";
export {
  publishedTable33,
  reproducedTable33,
  TABLE33,
  table33,
  type Table33Input,
} from "./table33.ts";
export {
  type EpsilonClaims,
  epsilonClaims,
  publishedTableA6,
  reproducedTableA6,
  TABLE_A6,
  tableA6,
  type TableA6Input,
} from "./tableA6.ts";
export {
  publishedTableA8,
  reproducedTableA8,
  TABLE_A8,
  tableA8,
  type TableA8Input,
} from "./tableA8.ts";
