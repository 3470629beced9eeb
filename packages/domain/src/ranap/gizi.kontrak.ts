/** Contracts of the inpatient area 'gizi' (docs/ranap.md). */
export {};
