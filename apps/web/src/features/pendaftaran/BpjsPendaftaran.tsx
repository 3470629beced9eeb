import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type RujukanVclaim, type sepPendaftaranSchema, toJakartaIsoDate } from '@rawat/domain';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { usePasien } from '../pasien/pasien.api.ts';
import { IsianRujukan, RujukanTerpilih } from '../sep/IsianRujukan.tsx';
import {
  IsianSep,
  isianSepBody,
  type KolomSep,
  lengkapiSep,
  NILAI_SEP_KOSONG,
  type NilaiSep,
} from '../sep/IsianSep.tsx';
import { CekPeserta } from '../sep/KartuPeserta.tsx';
import { dariRujukan, pastikanRujukan } from '../sep/rujukan-sep.ts';
import { angkaKartu, useCekPeserta } from '../sep/useCekPeserta.ts';

/**
 * The registration's BPJS state: the participant lookup (by card, or by the patient's NIK while
 * the card is empty), the referral chosen, and the SEP to issue with the registration
 * (docs/vclaim.md). Without VClaim set up, nothing of this shows and the numbers are typed by hand.
 */
export function useSepDaftar({
  aktif,
  pasienUid,
  noKartu,
  setNoKartu,
  tanggal,
}: {
  aktif: boolean;
  pasienUid: string;
  noKartu: string;
  setNoKartu: (v: string) => void;
  tanggal: string | undefined;
}) {
  const pasien = usePasien(aktif ? pasienUid : undefined);
  const cek = useCekPeserta({ aktif, noKartu, nik: pasien.data?.nik, tanggal });
  const [terbitkan, setTerbitkan] = useState(true);
  const [nilai, setNilai] = useState<NilaiSep>(NILAI_SEP_KOSONG);
  const [rujukan, setRujukan] = useState<RujukanVclaim | null>(null);
  const [galat, setGalat] = useState<Partial<Record<KolomSep, string>>>({});
  const { peserta, dariNik } = cek;
  // A child has no phone of its own: the guardian's is the one BPJS can call.
  const noHp = pasien.data?.no_hp ?? pasien.data?.pj_no_hp;

  useEffect(() => {
    if (peserta && dariNik) setNoKartu(peserta.no_kartu);
  }, [peserta, dariNik, setNoKartu]);
  // The patient's phone even when BPJS cannot be reached; the class once BPJS has answered.
  useEffect(() => {
    setNilai((n) =>
      lengkapiSep(n, { hakKelas: peserta?.hak_kelas.kode, telepon: noHp ?? peserta?.no_telepon }),
    );
  }, [peserta, noHp]);

  const vclaim = aktif && !cek.tanpaVclaim;
  // BPJS issues a SEP only on the day of service (docs/vclaim.md): a booking ahead gets it later.
  const hariPelayanan = tanggal === toJakartaIsoDate(new Date());
  const terbit = vclaim && terbitkan && hariPelayanan;

  /**
   * The registration's `sep`, the referral read from BPJS when it was typed rather than chosen.
   * `galatRujukan`: the referral cannot be used (unknown to BPJS or expired).
   */
  const siapkan = async (
    noRujukan: string,
    igd: boolean,
  ): Promise<{ sep?: z.input<typeof sepPendaftaranSchema>; galatRujukan?: string }> => {
    if (!vclaim) return {};
    if (!terbit) return { sep: { terbitkan: false } };
    const { rujukan: r, galat: galatRujukan } = await pastikanRujukan(
      noRujukan,
      rujukan,
      !igd,
      angkaKartu(noKartu),
    );
    if (r) setRujukan(r);
    if (galatRujukan) return { galatRujukan };
    const isian = isianSepBody(nilai);
    return {
      sep: {
        terbitkan: true,
        ...isian,
        ...(r ? dariRujukan(r) : {}),
      },
    };
  };

  return {
    cek,
    namaPasien: pasien.data?.nama,
    vclaim,
    terbit,
    hariPelayanan,
    terbitkan,
    setTerbitkan,
    nilai,
    ubahNilai: (u: Partial<NilaiSep>) => {
      setNilai((n) => ({ ...n, ...u }));
      setGalat((g) => {
        const sisa = { ...g };
        for (const k of Object.keys(u) as KolomSep[]) delete sisa[k];
        return sisa;
      });
    },
    rujukan,
    pilihRujukan: (r: RujukanVclaim) => {
      setRujukan(r);
      setNilai((n) => lengkapiSep(n, { rujukan: r }));
    },
    galat,
    setGalat,
    siapkan,
  };
}

export type SepDaftar = ReturnType<typeof useSepDaftar>;

/**
 * The BPJS cells of the registration grid: the participant card, the referral with its lookup,
 * "Terbitkan SEP" and the SEP's fields — or, without VClaim, the SEP number typed by hand.
 */
export function BagianBpjs({
  sep,
  igd,
  noRujukan,
  setNoRujukan,
  noSep,
  setNoSep,
  galat,
}: {
  sep: SepDaftar;
  igd: boolean;
  noRujukan: string;
  setNoRujukan: (v: string) => void;
  noSep: string;
  setNoSep: (v: string) => void;
  galat: { no_rujukan?: string | undefined; no_sep?: string | undefined };
}) {
  const { cek, vclaim, terbit } = sep;
  const sepManual = (
    <TextField
      label="No. SEP (opsional)"
      value={noSep}
      onChange={(e) => setNoSep(e.target.value)}
      error={Boolean(galat.no_sep)}
      helperText={galat.no_sep ?? ' '}
    />
  );
  return (
    <>
      {cek.memuat || cek.peserta || cek.galat ? (
        <Box sx={{ gridColumn: '1 / -1', mt: -1, mb: 1 }}>
          <CekPeserta
            memuat={cek.memuat}
            peserta={cek.peserta}
            galat={cek.galat}
            namaPasien={sep.namaPasien}
          />
        </Box>
      ) : null}
      <IsianRujukan
        label={igd ? 'No. Rujukan (opsional di IGD)' : 'No. Rujukan'}
        required={!igd}
        value={noRujukan}
        onChange={setNoRujukan}
        terpilih={sep.rujukan}
        onPilih={(r) => {
          setNoRujukan(r.no_rujukan);
          sep.pilihRujukan(r);
        }}
        noKartu={cek.peserta?.no_kartu ?? null}
        vclaim={vclaim}
        galat={galat.no_rujukan}
      />
      {vclaim ? (
        <Box sx={{ pl: 1 }}>
          <FormControlLabel
            control={
              <Switch
                checked={terbit}
                disabled={!sep.hariPelayanan}
                onChange={(e) => sep.setTerbitkan(e.target.checked)}
              />
            }
            label="Terbitkan SEP"
          />
          <Typography variant="caption" color="text.secondary" component="div">
            {!sep.hariPelayanan
              ? 'SEP hanya diterbitkan pada hari pelayanan: buat dari Detail Pendaftaran saat pasien datang'
              : terbit
                ? 'SEP dibuat di BPJS VClaim saat pendaftaran disimpan'
                : 'Tanpa SEP sekarang; SEP dapat dibuat nanti dari Detail Pendaftaran'}
          </Typography>
        </Box>
      ) : (
        sepManual
      )}
      <RujukanTerpilih terpilih={sep.rujukan} value={noRujukan} />
      {terbit ? (
        <IsianSep
          nilai={sep.nilai}
          onChange={sep.ubahNilai}
          galat={sep.galat}
          hakKelas={cek.peserta?.hak_kelas.keterangan}
          diagnosaRujukan={sep.rujukan?.diagnosa}
        />
      ) : vclaim ? (
        <>
          {sepManual}
          <Box />
        </>
      ) : null}
    </>
  );
}
