/** Contracts of the inpatient area 'indikator' (docs/ranap.md). */
export {};
