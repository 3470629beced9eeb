/** Contracts of the inpatient area 'obat' (docs/ranap.md). */
export {};
