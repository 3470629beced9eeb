import { formatAngka, formatTanggalPendek, HARI_HAMPIR_KEDALUWARSA, toJakartaIsoDate } from '@rawat/domain';

/** 'YYYY-MM-DD' → '07/01/2030' (a calendar date: no time zone shift). */
export const tglPendek = (iso: string | null | undefined) =>
  iso ? formatTanggalPendek(`${iso}T12:00:00+07:00`) : '–';

/** '1.250 Tablet' */
export const jumlahSatuan = (n: number, satuan: string) => `${formatAngka(n)} ${satuan}`;

/** Signed quantity as the stock card shows it: '+20', '−5'. */
export const bertanda = (n: number) => (n > 0 ? `+${formatAngka(n)}` : `−${formatAngka(-n)}`);

/** Expired ('error'), within HARI_HAMPIR_KEDALUWARSA days ('warning') or fine (null). */
export function tandaKedaluwarsa(iso: string | null): 'error' | 'warning' | null {
  if (!iso) return null;
  const hariIni = toJakartaIsoDate(new Date());
  if (iso < hariIni) return 'error';
  const batas = new Date(`${hariIni}T00:00:00Z`);
  batas.setUTCDate(batas.getUTCDate() + HARI_HAMPIR_KEDALUWARSA);
  return iso <= batas.toISOString().slice(0, 10) ? 'warning' : null;
}
