import { formatTanggalPendek, type RujukanVclaim } from '@rawat/domain';
import { pesanError } from '../../shell/toast.tsx';
import { rujukanBerlaku } from './RujukanRingkas.tsx';
import { ambilRujukan } from './sep.api.ts';

/** The SEP's referral fields (asalRujukan, tglRujukan, ppkRujukan and its name), from the referral BPJS knows. */
export const dariRujukan = (r: RujukanVclaim) => ({
  asal_rujukan: r.asal,
  tgl_rujukan: r.tgl_kunjungan,
  ppk_rujukan: r.prov_perujuk.kode,
  // Printed on the SEP beside the code ("Faskes Perujuk"); BPJS's t_sep has only the code.
  nama_ppk_rujukan: r.prov_perujuk.nama,
});

/** A referral of another card: BPJS refuses the SEP ("Rujukan bukan milik peserta ini"). */
export const galatPemilikRujukan = (r: RujukanVclaim, noKartu: string | null | undefined) =>
  noKartu && r.peserta.no_kartu !== noKartu
    ? `Rujukan ${r.no_rujukan} milik peserta lain (${r.peserta.nama}, ${r.peserta.no_kartu})`
    : null;

/**
 * The referral a SEP will carry: the one chosen when it is the number in the field, else the typed
 * number read from BPJS. `galat` when it cannot be used (unknown to BPJS, expired); at the IGD a
 * referral is optional, so a failed lookup there only leaves the referral out.
 */
export async function pastikanRujukan(
  noRujukan: string,
  terpilih: RujukanVclaim | null,
  wajib: boolean,
  noKartu: string,
): Promise<{ rujukan: RujukanVclaim | null; galat?: string }> {
  const no = noRujukan.trim();
  if (!no) return { rujukan: null };
  let r = terpilih?.no_rujukan === no ? terpilih : null;
  if (!r) {
    try {
      r = await ambilRujukan(no);
    } catch (err) {
      return wajib ? { rujukan: null, galat: pesanError(err) } : { rujukan: null };
    }
  }
  const bukanMilik = galatPemilikRujukan(r, noKartu);
  if (bukanMilik) return { rujukan: null, galat: bukanMilik };
  if (!rujukanBerlaku(r))
    return wajib
      ? {
          rujukan: r,
          galat: `Rujukan ${r.no_rujukan} sudah tidak berlaku (berakhir ${formatTanggalPendek(r.berlaku_sampai)}); minta rujukan baru dari faskes perujuk`,
        }
      : { rujukan: null };
  return { rujukan: r };
}
