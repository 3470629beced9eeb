/** A button on the ward's patient list (/rawat-inap) for one ward; opens its own dialog or page. */
export function TombolDaftarDapur(_props: { ruanganUid: string | null }) {
  return null;
}
