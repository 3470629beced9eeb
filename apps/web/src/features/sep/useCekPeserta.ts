import type { PesertaVclaimQuery } from '@rawat/domain';
import { useEffect, useState } from 'react';
import { useDebounced } from '../../ui/useDebounced.ts';
import { usePesertaBpjs, vclaimBelumDiatur } from './sep.api.ts';

/** Waits for the typing to stop before asking BPJS (each lookup is a call to BPJS). */
const JEDA_MS = 400;

/** The card number as the contract keeps it: digits only ("0001 2345 67890" → 0001234567890). */
export const angkaKartu = (v: string) => v.replace(/[\s.-]/g, '');

/**
 * Looks the participant up as soon as the card has 13 digits, or by the patient's 16-digit NIK
 * while the card is empty. Once VClaim answers that it is not set up, `tanpaVclaim` stays true
 * for the form's life, so the VClaim parts do not flicker back while another number is typed.
 */
export function useCekPeserta({
  aktif,
  noKartu,
  nik,
  tanggal,
}: {
  aktif: boolean;
  noKartu: string;
  nik: string | null | undefined;
  tanggal: string | undefined;
}) {
  const kartu = angkaKartu(noKartu);
  const cari: PesertaVclaimQuery | null = !aktif
    ? null
    : /^\d{13}$/.test(kartu)
      ? { no_kartu: kartu, ...(tanggal ? { tanggal } : {}) }
      : !kartu && nik && /^\d{16}$/.test(nik)
        ? { nik, ...(tanggal ? { tanggal } : {}) }
        : null;
  const stabil = useDebounced(cari ? JSON.stringify(cari) : '', JEDA_MS);
  const q = usePesertaBpjs(stabil ? (JSON.parse(stabil) as PesertaVclaimQuery) : null);
  const [tanpaVclaim, setTanpaVclaim] = useState(false);
  useEffect(() => {
    if (vclaimBelumDiatur(q.error)) setTanpaVclaim(true);
  }, [q.error]);

  const sesuai = Boolean(cari) && stabil === JSON.stringify(cari);
  const peserta = sesuai ? q.data : undefined;
  return {
    tanpaVclaim,
    memuat: Boolean(cari) && (!sesuai || q.isFetching) && !tanpaVclaim,
    peserta,
    galat: sesuai && !q.isFetching ? q.error : null,
    /** Found by NIK: the card field can be filled with the participant's number. */
    dariNik: Boolean(cari && 'nik' in cari && cari.nik),
    /** A SEP refused with `vclaim.belum_diatur` tells the same as a lookup would. */
    tandaiTanpaVclaim: () => setTanpaVclaim(true),
    /** The participant is known and not AKTIF: BPJS will not cover this visit. */
    tidakAktif: peserta && !peserta.status.aktif ? peserta.status.keterangan : null,
  };
}
