import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import {
  type AdmisiTerimaHasil,
  can,
  formatRupiah,
  type KelasRanap,
  pendaftaranApi,
  type RujukRanap,
  type SepRingkas,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { kueri } from '../../../api/kontrak.ts';
import { useSession } from '../../../shell/session.tsx';
import { usePasien } from '../../pasien/pasien.api.ts';
import { CekPeserta } from '../../sep/KartuPeserta.tsx';
import { SepSetelahDaftar } from '../../sep/SepSetelahDaftar.tsx';
import { useCekPeserta } from '../../sep/useCekPeserta.ts';

/** BPJS's hak kelas code as the stay's entitled class. */
const KELAS_HAK: Record<string, KelasRanap> = { '1': 'KELAS_1', '2': 'KELAS_2', '3': 'KELAS_3' };
export const kelasHakPeserta = (kode: string | undefined): KelasRanap | null =>
  (kode && KELAS_HAK[kode]) || null;

/**
 * The admission's BPJS part (docs/vclaim.md "SEP rawat inap"): the participant looked up on the
 * referral's card (or the elective form's card, else the patient's NIK), and whether the SPRI and
 * SEP are asked with the admission. VClaim answering `belum_diatur` hides it all, as at registration.
 */
export function useSepAdmisi({
  open,
  bpjs,
  rujukan,
  pasienUid,
  noKartu,
  setNoKartu,
}: {
  open: boolean;
  bpjs: boolean;
  rujukan: RujukRanap | null;
  pasienUid: string | undefined;
  /** The elective form's card field. */
  noKartu: string;
  setNoKartu: (v: string) => void;
}) {
  const { user } = useSession();
  const boleh = open && bpjs && can(user?.role, 'sep:write') && can(user?.role, 'vclaim:read');
  // A referral's card is on the registration it came from.
  const kartuRujukan = useQuery({
    ...kueri(pendaftaranApi.detail, { params: { uid: rujukan?.layanan_uid ?? '' } }),
    select: (r) => r.respon.no_kartu ?? '',
    enabled: boleh && Boolean(rujukan),
    staleTime: 60_000,
  });
  const pasien = usePasien(boleh ? pasienUid : undefined);
  const cek = useCekPeserta({
    aktif: boleh,
    noKartu: rujukan ? (kartuRujukan.data ?? '') : noKartu,
    nik: pasien.data?.nik,
    tanggal: toJakartaIsoDate(new Date()),
  });
  const [terbitkan, setTerbitkan] = useState(true);
  useEffect(() => {
    if (open) setTerbitkan(true);
  }, [open]);
  const { peserta, dariNik } = cek;
  useEffect(() => {
    if (!rujukan && peserta && dariNik) setNoKartu(peserta.no_kartu);
  }, [rujukan, peserta, dariNik, setNoKartu]);

  const tersedia = boleh && !cek.tanpaVclaim;
  return {
    cek,
    namaPasien: pasien.data?.nama,
    tersedia,
    terbitkan,
    setTerbitkan,
    /** What the admission sends as `terbitkan_sep`. */
    kirim: tersedia && terbitkan && !cek.tidakAktif,
  };
}

export type SepAdmisi = ReturnType<typeof useSepAdmisi>;

/** The participant card and "Terbitkan SPRI & SEP rawat inap ke BPJS" (checked by default). */
export function BagianSepAdmisi({
  sep,
  galat,
  disabled,
}: {
  sep: SepAdmisi;
  galat: string | undefined;
  disabled: boolean;
}) {
  if (!sep.tersedia) return null;
  const { cek } = sep;
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      <CekPeserta memuat={cek.memuat} peserta={cek.peserta} galat={cek.galat} namaPasien={sep.namaPasien} />
      {cek.memuat ? null : (
        <Box>
          <FormControlLabel
            control={
              <Checkbox
                checked={sep.kirim}
                disabled={disabled || Boolean(cek.tidakAktif)}
                onChange={(e) => sep.setTerbitkan(e.target.checked)}
              />
            }
            label="Terbitkan SPRI & SEP rawat inap ke BPJS"
          />
          <Typography
            variant="caption"
            component="div"
            color={galat || cek.tidakAktif ? 'error' : 'text.secondary'}
            sx={{ ml: 4, mt: -0.5 }}
          >
            {galat ??
              (cek.tidakAktif
                ? `Peserta tidak aktif (${cek.tidakAktif}): SEP tidak dapat diterbitkan; pasien tetap dapat diterima tanpa SEP.`
                : sep.kirim
                  ? 'SPRI dan SEP diminta ke BPJS saat pasien diterima, memakai DPJP, hak kelas dan diagnosis masuk di bawah; rujukannya SEP rawat jalan asal pasien.'
                  : 'SEP dapat dibuat nanti hari ini dari Daftar Pasien Rawat Inap.')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}

/** 'Pasien diterima di Mawar, kamar 101, bed A — deposit Rp 1.000.000 dibayar di kasir'. */
export const pesanDiterima = (h: AdmisiTerimaHasil) =>
  `Pasien diterima di ${h.letak.ruangan}, kamar ${h.letak.no_kamar}, bed ${h.letak.no_bed}${
    h.deposit_diminta ? ` — deposit ${formatRupiah(h.deposit_diminta)} dibayar di kasir` : ''
  }`;

/** After an admission that asked for a SEP: where the patient lies and how BPJS answered. */
export function HasilAdmisi({ hasil, sep }: { hasil: AdmisiTerimaHasil; sep: SepRingkas }) {
  return (
    <>
      <Alert severity="success">{pesanDiterima(hasil)}</Alert>
      <SepSetelahDaftar
        layananUid={hasil.layanan_uid}
        awal={sep}
        tempat="Daftar Pasien Rawat Inap"
        label="SEP Rawat Inap"
      />
    </>
  );
}
