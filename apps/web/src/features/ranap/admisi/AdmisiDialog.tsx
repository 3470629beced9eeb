import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type AdmisiTerimaHasil,
  formatRupiah,
  KELAS_RANAP,
  type KelasRanap,
  LABEL_KELAS_RANAP,
  LABEL_PENJAMIN_KUNJUNGAN,
  type PenjaminKunjungan,
  type RujukRanap,
} from '@rawat/domain';
import { useEffect, useState } from 'react';
import { ApiError } from '../../../api/client.ts';
import { useToast } from '../../../shell/toast.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';
import { CariKodeIcd, type KodeIcd } from '../../pelayanan/medis/CariKodeIcd.tsx';
import { vclaimBelumDiatur } from '../../sep/sep.api.ts';
import { useBedKosong, useDokterAktif, useTerimaPasien } from './admisi.api.ts';
import { CariPasienElektif, type PasienElektif } from './CariPasienElektif.tsx';
import { PilihBed } from './PilihBed.tsx';
import { BagianSepAdmisi, HasilAdmisi, kelasHakPeserta, pesanDiterima, useSepAdmisi } from './SepAdmisi.tsx';

const HUBUNGAN = ['Pasien sendiri', 'Suami', 'Istri', 'Ayah', 'Ibu', 'Anak', 'Saudara', 'Wali', 'Lainnya'];
const PENJAMIN_ELEKTIF: PenjaminKunjungan[] = ['UMUM', 'BPJS', 'ASKES'];

/** A SEP refusal names the doctor as the SEP does; the form calls it the DPJP. */
const KOLOM_FORM: Record<string, string> = { dokter_uid: 'dpjp_uid' };

/**
 * Turns a refusal into messages per field and one above the form. A VClaim refusal of the SEP asked
 * with the admission stopped the admission too: the clerk is told how to admit without it.
 */
function bacaGalat(err: unknown, denganSep: boolean): { umum: string; field: Record<string, string> } {
  if (err instanceof ApiError) {
    const field: Record<string, string> = {};
    for (const e of err.errors) {
      const k = e.path.split('.')[0] ?? e.path;
      field[KOLOM_FORM[k] ?? k] = e.message;
    }
    const sep = denganSep && err.code?.startsWith('vclaim.');
    const umum = !sep
      ? err.message
      : err.code === 'vclaim.belum_diatur'
        ? `${err.message}. Pasien belum diterima; simpan lagi untuk menerima pasien tanpa SEP.`
        : `${err.message}. Pasien belum diterima: perbaiki lalu simpan lagi, atau hilangkan centang “Terbitkan SPRI & SEP” untuk menerima pasien tanpa SEP.`;
    return { umum, field };
  }
  return { umum: err instanceof Error ? err.message : 'Gagal menyimpan', field: {} };
}

/**
 * Admission of a patient sent to the ward (`rujukan`) or, without one, an elective admission with
 * patient search and payer: a free bed, the DPJP, the admitting diagnosis, consent, for BPJS the
 * entitled class and the placement when the bed's class differs, and the deposit to be asked.
 */
export function AdmisiDialog({
  open,
  rujukan,
  onClose,
  onDiterima,
}: {
  open: boolean;
  rujukan: RujukRanap | null;
  onClose: () => void;
  onDiterima: (h: AdmisiTerimaHasil) => void;
}) {
  const toast = useToast();
  const [pasien, setPasien] = useState<PasienElektif | null>(null);
  const [penjamin, setPenjamin] = useState<PenjaminKunjungan>('UMUM');
  const [noKartu, setNoKartu] = useState('');
  const [kelasDiminta, setKelasDiminta] = useState<KelasRanap | ''>('');
  const [bedUid, setBedUid] = useState('');
  const [dpjp, setDpjp] = useState('');
  const [dx, setDx] = useState<KodeIcd | null>(null);
  const [namaSetuju, setNamaSetuju] = useState('');
  const [hubungan, setHubungan] = useState('');
  const [kelasHak, setKelasHak] = useState<KelasRanap | ''>('');
  const [penempatan, setPenempatan] = useState<'NAIK_KELAS' | 'TITIPAN' | ''>('');
  const [alasanPenempatan, setAlasanPenempatan] = useState('');
  const [surat, setSurat] = useState('');
  const [rencana, setRencana] = useState('');
  const [tanggalRencana, setTanggalRencana] = useState<string | undefined>(undefined);
  const [galat, setGalat] = useState<{ umum: string; field: Record<string, string> } | null>(null);
  const [hasil, setHasil] = useState<AdmisiTerimaHasil | null>(null);

  useEffect(() => {
    if (!open) return;
    setPasien(null);
    setPenjamin(rujukan?.penjamin ?? 'UMUM');
    setNoKartu('');
    setKelasDiminta((rujukan?.kelas_diminta as KelasRanap | null) ?? '');
    setBedUid('');
    setDpjp('');
    setDx(
      rujukan?.diagnosis_utama
        ? {
            kode: rujukan.diagnosis_utama.kode,
            judul: rujukan.diagnosis_utama.nama,
            judul_id: rujukan.diagnosis_utama.nama,
          }
        : null,
    );
    setNamaSetuju('');
    setHubungan('');
    setKelasHak('');
    setPenempatan('');
    setAlasanPenempatan('');
    setSurat('');
    setRencana('');
    setTanggalRencana(undefined);
    setGalat(null);
    setHasil(null);
  }, [open, rujukan]);

  const elektif = !rujukan;
  const jk = rujukan?.pasien.jenis_kelamin ?? pasien?.jenis_kelamin ?? null;
  const beds = useBedKosong(
    { kelas: kelasDiminta || null, jk, tindak_lanjut_uid: rujukan?.uid ?? null },
    open && (!elektif || Boolean(pasien)),
  );
  const dokter = useDokterAktif();
  const terima = useTerimaPasien();
  const bed = beds.data?.respon.find((b) => b.bed_uid === bedUid) ?? null;
  const bpjs = penjamin === 'BPJS';
  const sep = useSepAdmisi({
    open,
    bpjs,
    rujukan,
    pasienUid: rujukan?.pasien.uid ?? pasien?.uid,
    noKartu,
    setNoKartu,
  });
  const hakPeserta = kelasHakPeserta(sep.cek.peserta?.hak_kelas.kode);
  // The class on the card fills an empty entitled class (after the reset above when reopened).
  useEffect(() => {
    if (open && hakPeserta) setKelasHak((k) => k || hakPeserta);
  }, [open, hakPeserta]);
  const perluPenempatan =
    bpjs && bed && kelasHak && bed.jenis_ruangan === 'BANGSAL' && bed.kelas !== kelasHak;
  const deposit =
    penjamin === 'UMUM' && bed ? (beds.data?.deposit.find((d) => d.kelas === bed.kelas)?.jumlah ?? 0) : 0;
  const f = galat?.field ?? {};

  const simpan = async () => {
    setGalat(null);
    try {
      const h = await terima.mutateAsync({
        tindak_lanjut_uid: rujukan?.uid ?? null,
        pasien_uid: elektif ? (pasien?.uid ?? null) : null,
        bed_uid: bedUid,
        dpjp_uid: dpjp,
        diagnosis_masuk: dx?.kode ?? '',
        persetujuan: { nama: namaSetuju, hubungan },
        kelas_hak: bpjs ? kelasHak || null : null,
        penempatan: perluPenempatan ? penempatan || null : null,
        alasan_penempatan: perluPenempatan ? alasanPenempatan : null,
        ...(elektif
          ? {
              penjamin,
              no_kartu: noKartu || null,
              surat_pengantar: surat || null,
              rencana_tindakan: rencana || null,
              tanggal_rencana: tanggalRencana ?? null,
            }
          : {}),
        terbitkan_sep: sep.kirim,
      });
      // With a SEP the dialog stays open to show BPJS's answer; without one it closes as before.
      if (h.sep) return setHasil(h);
      toast.success(pesanDiterima(h));
      onDiterima(h);
    } catch (err) {
      setGalat(bacaGalat(err, sep.kirim));
      if (vclaimBelumDiatur(err)) sep.cek.tandaiTanpaVclaim();
      if (err instanceof ApiError && err.status === 409) void beds.refetch();
    }
  };

  const judulPasien = rujukan
    ? `${rujukan.pasien.nama} (${rujukan.pasien.no_rm})`
    : pasien
      ? `${pasien.nama} (${pasien.no_rm})`
      : null;

  if (hasil?.sep)
    return (
      <Dialog open={open} onClose={() => onDiterima(hasil)} fullWidth maxWidth="sm">
        <DialogTitle sx={{ pb: 1 }}>
          Pasien Diterima
          <Typography variant="body2" color="text.secondary" component="div">
            {judulPasien}
          </Typography>
        </DialogTitle>
        <DialogContent>
          <HasilAdmisi hasil={hasil} sep={hasil.sep} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => onDiterima(hasil)}>
            Selesai
          </Button>
        </DialogActions>
      </Dialog>
    );

  return (
    <Dialog open={open} onClose={terima.isPending ? undefined : onClose} fullWidth maxWidth="md">
      <DialogTitle>{elektif ? 'Rawat Inap Elektif' : 'Terima Pasien Rawat Inap'}</DialogTitle>
      <DialogContent sx={{ pt: '8px !important' }}>
        {galat ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galat.umum}
          </Alert>
        ) : null}
        {elektif && !pasien ? (
          <CariPasienElektif onPilih={setPasien} />
        ) : (
          <Grid container spacing={2}>
            <Grid size={12}>
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
                <Typography sx={{ fontWeight: 600 }}>{judulPasien}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {jk === 'P' ? 'Perempuan' : 'Laki-laki'} ·{' '}
                  {rujukan ? `dari ${rujukan.poli.nama}` : 'elektif'} · {LABEL_PENJAMIN_KUNJUNGAN[penjamin]}
                </Typography>
                {elektif ? (
                  <Button size="small" onClick={() => setPasien(null)} disabled={terima.isPending}>
                    Ganti pasien
                  </Button>
                ) : null}
              </Box>
            </Grid>
            {elektif ? (
              <>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField
                    select
                    fullWidth
                    size="small"
                    label="Penjamin"
                    value={penjamin}
                    onChange={(e) => setPenjamin(e.target.value as PenjaminKunjungan)}
                    error={Boolean(f.penjamin)}
                    helperText={f.penjamin}
                  >
                    {PENJAMIN_ELEKTIF.map((p) => (
                      <MenuItem key={p} value={p}>
                        {LABEL_PENJAMIN_KUNJUNGAN[p]}
                      </MenuItem>
                    ))}
                  </TextField>
                </Grid>
                <Grid size={{ xs: 12, sm: 8 }}>
                  {penjamin !== 'UMUM' ? (
                    <TextField
                      fullWidth
                      size="small"
                      label={penjamin === 'BPJS' ? 'No. kartu BPJS' : 'No. kartu'}
                      value={noKartu}
                      onChange={(e) => setNoKartu(e.target.value)}
                      error={Boolean(f.no_kartu)}
                      helperText={f.no_kartu}
                    />
                  ) : null}
                </Grid>
                <Grid size={{ xs: 12, sm: 5 }}>
                  <TextField
                    fullWidth
                    size="small"
                    label="Surat pengantar"
                    placeholder="mis. Surat dr. Rina, Klinik Sehat"
                    value={surat}
                    onChange={(e) => setSurat(e.target.value)}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 4 }}>
                  <TextField
                    fullWidth
                    size="small"
                    label="Rencana tindakan"
                    value={rencana}
                    onChange={(e) => setRencana(e.target.value)}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 3 }}>
                  <DateInput
                    label="Tanggal rencana"
                    size="small"
                    value={tanggalRencana}
                    onChange={setTanggalRencana}
                    noMax
                  />
                </Grid>
              </>
            ) : null}
            {sep.tersedia ? (
              <Grid size={12}>
                <BagianSepAdmisi sep={sep} galat={f.terbitkan_sep} disabled={terima.isPending} />
              </Grid>
            ) : null}
            <Grid size={{ xs: 12, sm: 4 }}>
              <TextField
                select
                fullWidth
                size="small"
                label="Kelas diminta"
                value={kelasDiminta}
                onChange={(e) => setKelasDiminta(e.target.value as KelasRanap | '')}
                helperText="Bed kelas ini ditampilkan paling atas"
              >
                <MenuItem value="">Semua kelas</MenuItem>
                {KELAS_RANAP.map((k) => (
                  <MenuItem key={k} value={k}>
                    {LABEL_KELAS_RANAP[k]}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 8 }}>
              <PilihBed
                beds={beds.data?.respon ?? []}
                value={bedUid}
                onChange={setBedUid}
                error={f.bed_uid}
                disabled={beds.isLoading}
              />
            </Grid>
            {bpjs ? (
              <Grid size={{ xs: 12, sm: 4 }}>
                <TextField
                  select
                  fullWidth
                  size="small"
                  label="Hak kelas BPJS"
                  value={kelasHak}
                  onChange={(e) => setKelasHak(e.target.value as KelasRanap | '')}
                  error={Boolean(f.kelas_hak)}
                  helperText={
                    f.kelas_hak ??
                    (sep.cek.peserta
                      ? `Kartu peserta: ${sep.cek.peserta.hak_kelas.keterangan}`
                      : 'Sesuai kartu peserta')
                  }
                >
                  {(['KELAS_3', 'KELAS_2', 'KELAS_1'] as const).map((k) => (
                    <MenuItem key={k} value={k}>
                      {LABEL_KELAS_RANAP[k]}
                    </MenuItem>
                  ))}
                </TextField>
              </Grid>
            ) : null}
            {perluPenempatan ? (
              <Grid size={{ xs: 12, sm: 8 }}>
                <Typography variant="body2" color="warning.main">
                  Bed {LABEL_KELAS_RANAP[bed.kelas]} berbeda dengan hak kelas {LABEL_KELAS_RANAP[kelasHak]}.
                </Typography>
                <RadioGroup
                  row
                  value={penempatan}
                  onChange={(e) => setPenempatan(e.target.value as 'NAIK_KELAS' | 'TITIPAN')}
                >
                  <FormControlLabel
                    value="NAIK_KELAS"
                    control={<Radio size="small" />}
                    label="Naik kelas (pasien membayar selisih)"
                  />
                  <FormControlLabel
                    value="TITIPAN"
                    control={<Radio size="small" />}
                    label="Titipan (kelas hak penuh)"
                  />
                </RadioGroup>
                {f.penempatan ? (
                  <Typography variant="caption" color="error">
                    {f.penempatan}
                  </Typography>
                ) : null}
                <TextField
                  fullWidth
                  size="small"
                  label="Alasan penempatan"
                  value={alasanPenempatan}
                  onChange={(e) => setAlasanPenempatan(e.target.value)}
                  error={Boolean(f.alasan_penempatan)}
                  helperText={f.alasan_penempatan}
                />
              </Grid>
            ) : null}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                size="small"
                label="DPJP"
                value={dpjp}
                onChange={(e) => setDpjp(e.target.value)}
                error={Boolean(f.dpjp_uid)}
                helperText={f.dpjp_uid ?? 'Dokter penanggung jawab pelayanan'}
              >
                {(dokter.data ?? []).map((d) => (
                  <MenuItem key={d.uid} value={d.uid}>
                    {d.nama_lengkap} — {d.spesialisasi_nama}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CariKodeIcd
                katalog="icd10"
                label="Diagnosis masuk (ICD-10)"
                value={dx}
                onChange={setDx}
                error={f.diagnosis_masuk ?? null}
              />
            </Grid>
            <Grid size={12}>
              <Typography variant="subtitle2">Persetujuan rawat inap</Typography>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                size="small"
                label="Nama penanda tangan"
                value={namaSetuju}
                onChange={(e) => setNamaSetuju(e.target.value)}
                error={Boolean(f.persetujuan)}
                helperText={f.persetujuan}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                size="small"
                label="Hubungan dengan pasien"
                value={hubungan}
                onChange={(e) => setHubungan(e.target.value)}
              >
                {HUBUNGAN.map((h) => (
                  <MenuItem key={h} value={h}>
                    {h}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
            {bed ? (
              <Grid size={12}>
                <Alert severity={deposit ? 'info' : 'success'} variant="outlined">
                  {deposit
                    ? `Deposit diminta: ${formatRupiah(deposit)} — dibayar di kasir`
                    : penjamin === 'UMUM'
                      ? 'Tidak ada deposit untuk kelas ini'
                      : `Tanpa deposit (penjamin ${LABEL_PENJAMIN_KUNJUNGAN[penjamin]})`}
                </Alert>
              </Grid>
            ) : null}
          </Grid>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={terima.isPending}>
          Batal
        </Button>
        <Button
          variant="contained"
          onClick={() => void simpan()}
          disabled={terima.isPending || !bedUid || (elektif && !pasien)}
        >
          {terima.isPending ? 'Menyimpan…' : 'Terima Pasien'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
