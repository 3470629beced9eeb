import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import { type RujukanVclaim, type Sep, type SepDetail, sepBuatSchema, sepKoreksiSchema } from '@rawat/domain';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../api/client.ts';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { usePasien } from '../pasien/pasien.api.ts';
import { IsianRujukan, RujukanTerpilih } from './IsianRujukan.tsx';
import { IsianSep, isianSepBody, KOLOM_SEP, type KolomSep, lengkapiSep, type NilaiSep } from './IsianSep.tsx';
import { CekPeserta } from './KartuPeserta.tsx';
import { PilihDpjpSep } from './PilihDpjpSep.tsx';
import { dariRujukan, pastikanRujukan } from './rujukan-sep.ts';
import { useBuatSep, useUbahSep } from './sep.api.ts';
import { useCekPeserta } from './useCekPeserta.ts';

/**
 * buat: a SEP for a BPJS registration that has none; ubah: correct an issued SEP (only what BPJS
 * lets change: diagnosis, class, phone, note, executive clinic); perbaiki: a SEP BPJS refused,
 * every field, sent again.
 */
export type SasaranSep = { mode: 'buat'; layananUid: string } | { mode: 'ubah' | 'perbaiki'; sep: Sep };

type Kolom = KolomSep | 'no_rujukan';

const JUDUL: Record<SasaranSep['mode'], string> = {
  buat: 'Buat SEP',
  ubah: 'Ubah SEP',
  perbaiki: 'Perbaiki dan Kirim Ulang SEP',
};

/** What BPJS did with it, for the desk. */
export function pesanHasilSep(s: SepDetail, mode: SasaranSep['mode']): string {
  if (s.status === 'TERBIT' && !s.perubahan_menunggu)
    return mode === 'ubah' ? `SEP ${s.no_sep ?? ''} diperbarui di BPJS` : `SEP ${s.no_sep ?? ''} terbit`;
  if (s.status === 'DITOLAK') return `SEP ditolak BPJS: ${s.pesan_bpjs ?? 'tanpa keterangan'}`;
  return 'Dikirim ke BPJS; status diperbarui otomatis begitu BPJS menjawab';
}

/**
 * The SEP form in a dialog (mounted only while needed). The participant is checked on the card
 * (buat, perbaiki); the referral may be looked up or chosen from the card's referrals.
 */
export function SepDialog({
  sasaran,
  noKartu,
  tanggal,
  awal,
  rujukanWajib,
  pasienUid,
  onClose,
}: {
  sasaran: SasaranSep;
  noKartu: string;
  /** The SEP's date (the visit's), for the participant's status on that day. */
  tanggal: string;
  awal: { nilai: NilaiSep; no_rujukan: string; poli_eksekutif: boolean };
  /** The patient, whose phone number fills an empty phone field. */
  pasienUid: string;
  /** Outside the IGD a referral is required. */
  rujukanWajib: boolean;
  onClose: () => void;
}) {
  const toast = useToast();
  const mode = sasaran.mode;
  const denganRujukan = mode !== 'ubah';
  const cek = useCekPeserta({
    aktif: denganRujukan,
    noKartu,
    nik: null,
    tanggal,
  });
  const [nilai, setNilai] = useState<NilaiSep>(awal.nilai);
  const [noRujukan, setNoRujukan] = useState(awal.no_rujukan);
  const [rujukan, setRujukan] = useState<RujukanVclaim | null>(null);
  const [eksekutif, setEksekutif] = useState(awal.poli_eksekutif);
  // ubah: the DPJP (dpjpLayan) the SEP names; sent only when the desk chose another one.
  const [dpjp, setDpjp] = useState('');
  const [dpjpAwal, setDpjpAwal] = useState('');
  const dpjpSekarang = useCallback((uid: string) => {
    setDpjpAwal(uid);
    setDpjp((d) => d || uid);
  }, []);
  const [galat, setGalat] = useState<Partial<Record<Kolom, string>>>({});
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const [kirim, setKirim] = useState(false);
  const buat = useBuatSep(sasaran.mode === 'buat' ? sasaran.layananUid : '');
  const ubah = useUbahSep();
  const hakKelas = cek.peserta?.hak_kelas;
  const pasien = usePasien(pasienUid).data;
  const noHp = pasien?.no_hp ?? pasien?.pj_no_hp;
  const { peserta } = cek;

  useEffect(() => {
    setNilai((n) =>
      lengkapiSep(n, { hakKelas: peserta?.hak_kelas.kode, telepon: noHp ?? peserta?.no_telepon }),
    );
  }, [peserta, noHp]);

  const pasang = (list: { path: string; message: string }[]) => {
    const g: Partial<Record<Kolom, string>> = {};
    for (const e of list) {
      const segmen = e.path.split(/[./]/);
      // The referral's parts (asal, tanggal, faskes perujuk) belong to its number.
      const k =
        KOLOM_SEP.find((x) => segmen.includes(x)) ??
        (segmen.some((x) => x.endsWith('rujukan')) ? 'no_rujukan' : undefined);
      if (k) g[k] ??= e.message;
    }
    setGalat(g);
    return Object.keys(g).length;
  };

  /** Checks the body by the endpoint's own contract, then sends it; null when a field is wrong. */
  const kirimKe = async (body: Record<string, unknown>): Promise<SepDetail | null> => {
    const galatDari = (issues: { path: PropertyKey[]; message: string }[]) => {
      pasang(issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message })));
      return null;
    };
    if (sasaran.mode === 'buat') {
      const c = sepBuatSchema.safeParse(body);
      return c.success ? buat.mutateAsync(c.data) : galatDari(c.error.issues);
    }
    const c = sepKoreksiSchema.safeParse(body);
    return c.success ? ubah.mutateAsync({ uid: sasaran.sep.uid, body: c.data }) : galatDari(c.error.issues);
  };

  const simpan = async () => {
    setGalatUmum(null);
    setKirim(true);
    try {
      const isian = isianSepBody(nilai);
      let body: Record<string, unknown> = { ...isian, poli_eksekutif: eksekutif };
      if (mode === 'ubah' && dpjp && dpjp !== dpjpAwal) body = { ...body, dokter_uid: dpjp };
      if (denganRujukan) {
        const r = await pastikanRujukan(noRujukan, rujukan, rujukanWajib, noKartu);
        if (r.galat) return void setGalat({ no_rujukan: r.galat });
        body = { ...body, no_rujukan: noRujukan.trim(), ...(r.rujukan ? dariRujukan(r.rujukan) : {}) };
      }
      const s = await kirimKe(body);
      if (!s) return;
      const pesan = pesanHasilSep(s, mode);
      if (s.status === 'DITOLAK') toast.error(pesan);
      else toast.success(pesan);
      onClose();
    } catch (err) {
      const terpasang = err instanceof ApiError ? pasang(err.errors) : 0;
      if (!terpasang || (err instanceof ApiError && err.status === 409)) setGalatUmum(pesanError(err));
    } finally {
      setKirim(false);
    }
  };

  const pesanBpjs = sasaran.mode === 'perbaiki' ? sasaran.sep.pesan_bpjs : null;
  return (
    <Dialog open onClose={kirim ? undefined : onClose} fullWidth maxWidth="md">
      <DialogTitle>
        {JUDUL[mode]}
        {sasaran.mode !== 'buat' && sasaran.sep.no_sep ? (
          <Box component="span" sx={{ fontFamily: 'monospace', ml: 1, color: 'text.secondary' }}>
            {sasaran.sep.no_sep}
          </Box>
        ) : null}
      </DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {mode === 'ubah' ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            BPJS hanya mengizinkan koreksi diagnosa awal, kelas rawat, nomor telepon, catatan, DPJP layan dan
            poli eksekutif. Untuk mengganti rujukan atau poli, hapus SEP lalu terbitkan ulang.
          </Alert>
        ) : null}
        {pesanBpjs ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            Ditolak BPJS: {pesanBpjs}
          </Alert>
        ) : null}
        {galatUmum ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galatUmum}
          </Alert>
        ) : null}
        {denganRujukan ? (
          <Box sx={{ mb: 2 }}>
            <CekPeserta
              memuat={cek.memuat}
              peserta={cek.peserta}
              galat={cek.galat}
              namaPasien={pasien?.nama}
            />
          </Box>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {denganRujukan ? (
            <>
              <IsianRujukan
                label={rujukanWajib ? 'No. Rujukan' : 'No. Rujukan (opsional di IGD)'}
                required={rujukanWajib}
                value={noRujukan}
                onChange={(v) => {
                  setNoRujukan(v);
                  setGalat(({ no_rujukan: _, ...g }) => g);
                }}
                terpilih={rujukan}
                onPilih={(r) => {
                  setNoRujukan(r.no_rujukan);
                  setRujukan(r);
                  setNilai((n) => lengkapiSep(n, { rujukan: r }));
                }}
                noKartu={cek.peserta?.no_kartu ?? null}
                vclaim
                galat={galat.no_rujukan}
              />
              <Box />
              <RujukanTerpilih terpilih={rujukan} value={noRujukan} />
            </>
          ) : null}
          <IsianSep
            nilai={nilai}
            onChange={(u) => {
              setNilai((n) => ({ ...n, ...u }));
              setGalat((g) => {
                const sisa = { ...g };
                for (const k of Object.keys(u) as KolomSep[]) delete sisa[k];
                return sisa;
              });
            }}
            galat={galat}
            hakKelas={hakKelas?.keterangan}
            diagnosaRujukan={rujukan?.diagnosa}
          />
          {mode === 'ubah' && sasaran.mode === 'ubah' ? (
            <PilihDpjpSep
              poliUid={sasaran.sep.poli_uid}
              kodeDpjp={sasaran.sep.kode_dpjp}
              value={dpjp}
              onChange={setDpjp}
              onAwal={dpjpSekarang}
            />
          ) : null}
          <FormControlLabel
            control={<Checkbox checked={eksekutif} onChange={(e) => setEksekutif(e.target.checked)} />}
            label="Poli eksekutif"
          />
        </Box>
        {cek.tidakAktif ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            Peserta BPJS tidak aktif ({cek.tidakAktif}): SEP tidak dapat diterbitkan.
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={kirim}>
          Batal
        </Button>
        <Button
          variant="contained"
          loading={kirim}
          disabled={Boolean(cek.tidakAktif)}
          onClick={() => void simpan()}
        >
          {mode === 'buat' ? 'Terbitkan SEP' : mode === 'ubah' ? 'Simpan Perubahan' : 'Kirim Ulang ke BPJS'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
