/**
 * A code's label, or 'Tidak diketahui' when there is none: the server answers null for a stored
 * value outside its list (docs/platform.md, "Data terjaga di basis data"), even in a field the
 * contract calls required, and the screen says so instead of printing 'undefined'.
 */
export function labelAtau<K extends string>(
  label: Record<K, string>,
  kode: K | null | undefined,
  kosong = 'Tidak diketahui',
): string {
  return (kode != null && label[kode]) || kosong;
}
