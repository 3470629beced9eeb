/** Contracts of the inpatient area 'admisi' (docs/ranap.md). */
export {};
