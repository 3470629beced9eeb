/** Contracts of the inpatient area 'pulang' (docs/ranap.md). */
export {};
