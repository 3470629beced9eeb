/** Contracts of the inpatient area 'bangsal' (docs/ranap.md). */
export {};
