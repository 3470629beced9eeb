/** Contracts of the inpatient area 'tagihan' (docs/ranap.md). */
export {};
