/** Contracts of the inpatient area 'bed' (docs/ranap.md). */
export {};
