/** A tab of the ward's patient dashboard (/rawat-inap/dashboard-inap/:id); :id is the stay's layanan. */
export function PanelOrder(_props: { layananUid: string }) {
  return null;
}
