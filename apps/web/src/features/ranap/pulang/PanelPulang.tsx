import CleaningServicesIcon from '@mui/icons-material/CleaningServices';
import DescriptionIcon from '@mui/icons-material/Description';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import UndoIcon from '@mui/icons-material/Undo';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  batalPulangSchema,
  CARA_PULANG,
  type CaraPulang,
  can,
  formatTanggalWaktu,
  KONDISI_PULANG,
  LABEL_CARA_PULANG,
  perintahPulangSchema,
  type StatusPulang,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { ApiError } from '../../../api/client.ts';
import { useSession } from '../../../shell/session.tsx';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { AlasanDialog } from '../../../ui/AlasanDialog.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { useBatalPulang, usePerintahPulang, useStatusPulang } from './pulang.api.ts';

interface Isian {
  cara_pulang: CaraPulang | '';
  kondisi_pulang: string;
  faskes_rujukan: string;
  tanggal_meninggal: string;
  jam_meninggal: string;
  tanggal_pulang: string;
  jam_pulang: string;
}
type Field = keyof Isian | 'waktu_meninggal' | 'pulang_pada';

/** HH:MM of a moment in Jakarta (+07:00). */
const jamJakarta = (d: Date) => new Date(d.getTime() + 7 * 3_600_000).toISOString().slice(11, 16);
const waktu = (tanggal: string, jam: string) => (tanggal && jam ? `${tanggal}T${jam}:00+07:00` : '');

function isianAwal(): Isian {
  const kini = new Date();
  return {
    cara_pulang: '',
    kondisi_pulang: '',
    faskes_rujukan: '',
    tanggal_meninggal: '',
    jam_meninggal: '',
    tanggal_pulang: toJakartaIsoDate(kini),
    jam_pulang: jamJakarta(kini),
  };
}

const tautanResume = (layananUid: string) => `/resume-medis-ranap/${layananUid}`;

/** After discharge: when and how, the bed being cleaned, the bill at the cashier, the resume. */
function SudahPulang({ s }: { s: StatusPulang }) {
  const { user } = useSession();
  const toast = useToast();
  const batal = useBatalPulang(s.layanan_uid);
  const [tanya, setTanya] = useState(false);
  const cara = s.cara_pulang ? LABEL_CARA_PULANG[s.cara_pulang] : '-';
  // The server decides (DPJP, bed, payments); the button shows only where it could agree.
  const bolehBatal =
    can(user?.role, 'asesmen.medis:write') &&
    s.resume?.status !== 'FINAL' &&
    s.pulang_pada !== null &&
    toJakartaIsoDate(new Date(s.pulang_pada)) === toJakartaIsoDate(new Date());
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity={s.cara_pulang === 'MENINGGAL' ? 'warning' : 'success'} icon={<ExitToAppIcon />}>
        <Typography variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
          Pasien telah dipulangkan {s.pulang_pada ? formatTanggalWaktu(s.pulang_pada) : ''}
        </Typography>
        <Typography variant="body2">
          Cara pulang: <b>{cara}</b>
          {s.faskes_rujukan ? ` ke ${s.faskes_rujukan}` : ''}
          {s.kondisi_pulang ? ` · Kondisi: ${s.kondisi_pulang}` : ''}
          {s.waktu_meninggal ? ` · Meninggal ${formatTanggalWaktu(s.waktu_meninggal)}` : ''}
        </Typography>
        {s.dipulangkan_oleh ? (
          <Typography variant="body2">Perintah pulang oleh {s.dipulangkan_oleh}</Typography>
        ) : null}
      </Alert>
      <Alert severity="info" icon={<CleaningServicesIcon />}>
        {s.bed
          ? `Bed ${s.bed.ruangan} kamar ${s.bed.kamar} no. ${s.bed.no_bed} sedang dibersihkan; petugas ruangan menandainya siap setelah selesai.`
          : 'Bed sedang dibersihkan.'}{' '}
        Tagihan perawatan diteruskan ke kasir untuk diselesaikan.
      </Alert>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={tautanResume(s.layanan_uid)}
          variant="contained"
          startIcon={<DescriptionIcon />}
        >
          Buka Resume Medis Rawat Inap
        </Button>
        <Typography variant="body2" color="text.secondary">
          {s.resume?.status === 'FINAL'
            ? `Resume sudah final · ${s.resume.nomor ?? ''}`
            : s.resume
              ? 'Resume masih draf; finalkan setelah diperiksa'
              : 'Resume belum dibuat'}
        </Typography>
        {bolehBatal ? (
          <Button color="error" startIcon={<UndoIcon />} onClick={() => setTanya(true)} sx={{ ml: 'auto' }}>
            Batalkan Perintah Pulang
          </Button>
        ) : null}
      </Box>
      {tanya ? (
        <AlasanDialog
          judul="Batalkan Perintah Pulang"
          pesan="Pasien kembali berstatus dirawat di bed yang sama (selama bed belum dilepas petugas kebersihan) dan pelayanan dibuka kembali."
          aturan={batalPulangSchema.shape.alasan}
          tombol="Batalkan Perintah Pulang"
          onClose={() => setTanya(false)}
          onKirim={async (alasan) => {
            await batal.mutateAsync(alasan);
            toast.success('Perintah pulang dibatalkan; pasien kembali dirawat');
          }}
        />
      ) : null}
    </Box>
  );
}

/** The discharge form: the way out decides which fields follow. */
function FormPulang({ s }: { s: StatusPulang }) {
  const { user } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const kirim = usePerintahPulang(s.layanan_uid);
  const [isi, setIsi] = useState<Isian>(isianAwal);
  const [galat, setGalat] = useState<Partial<Record<Field, string>>>({});
  const [galatUmum, setGalatUmum] = useState<string | null>(null);
  const bolehTulis = can(user?.role, 'asesmen.medis:write');
  const ubah = (f: keyof Isian) => (v: string) => {
    setIsi((x) => ({ ...x, [f]: v }));
    setGalat((g) => ({
      ...g,
      [f]: undefined,
      ...(f.endsWith('_meninggal') ? { waktu_meninggal: undefined } : {}),
      ...(f.endsWith('_pulang') ? { pulang_pada: undefined } : {}),
    }));
  };
  const cara = isi.cara_pulang || null;
  const tanggalMasuk = toJakartaIsoDate(new Date(s.masuk_pada));

  const onKirim = async () => {
    setGalatUmum(null);
    const cek = perintahPulangSchema.safeParse({
      cara_pulang: isi.cara_pulang,
      kondisi_pulang: isi.kondisi_pulang || null,
      faskes_rujukan: isi.faskes_rujukan,
      waktu_meninggal: waktu(isi.tanggal_meninggal, isi.jam_meninggal),
      pulang_pada: waktu(isi.tanggal_pulang, isi.jam_pulang),
    });
    if (!cek.success) {
      const g: Partial<Record<Field, string>> = {};
      for (const i of cek.error.issues) g[String(i.path[0]) as Field] ??= i.message;
      setGalat(g);
      return;
    }
    const data = cek.data;
    await confirm({
      title: 'Pulangkan Pasien',
      message: `Perawatan ditutup (${LABEL_CARA_PULANG[data.cara_pulang]}), bed menjadi "Dibersihkan" dan tagihan diteruskan ke kasir. Lanjutkan?`,
      confirmLabel: 'Pulangkan',
      onConfirm: async () => {
        try {
          await kirim.mutateAsync(data);
          toast.success('Pasien telah dipulangkan');
        } catch (err) {
          if (err instanceof ApiError && err.errors.length) {
            const g: Partial<Record<Field, string>> = {};
            for (const e of err.errors) g[e.path as Field] = e.message;
            setGalat(g);
          }
          setGalatUmum(pesanError(err));
        }
      },
    });
  };

  if (!bolehTulis)
    return (
      <Alert severity="info">
        Pasien masih dirawat. Perintah pulang diberikan oleh DPJP{s.dpjp ? ` (${s.dpjp})` : ''}.
      </Alert>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {s.diagnosis_utama ? (
        <Typography variant="body2" color="text.secondary">
          Diagnosis utama: <b>{s.diagnosis_utama.kode}</b> {s.diagnosis_utama.nama}
        </Typography>
      ) : (
        <Alert severity="warning">
          Diagnosis utama (ICD-10) belum diisi. DPJP harus mengisinya di tab Diagnosis sebelum memulangkan
          pasien.
        </Alert>
      )}
      <RadioGroup
        aria-label="Cara pulang"
        value={isi.cara_pulang}
        onChange={(e) => ubah('cara_pulang')(e.target.value)}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {CARA_PULANG.map((c) => (
          <FormControlLabel key={c} value={c} control={<Radio />} label={LABEL_CARA_PULANG[c]} />
        ))}
      </RadioGroup>
      {galat.cara_pulang ? <Alert severity="error">{galat.cara_pulang}</Alert> : null}
      {cara ? (
        <Grid container spacing={2}>
          {cara !== 'MENINGGAL' ? (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                select
                fullWidth
                required
                label="Kondisi saat pulang"
                value={isi.kondisi_pulang}
                onChange={(e) => ubah('kondisi_pulang')(e.target.value)}
                error={Boolean(galat.kondisi_pulang)}
                helperText={galat.kondisi_pulang}
              >
                {KONDISI_PULANG.map((k) => (
                  <MenuItem key={k} value={k}>
                    {k}
                  </MenuItem>
                ))}
              </TextField>
            </Grid>
          ) : null}
          {cara === 'DIRUJUK' ? (
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                required
                label="Faskes tujuan rujukan"
                value={isi.faskes_rujukan}
                onChange={(e) => ubah('faskes_rujukan')(e.target.value)}
                error={Boolean(galat.faskes_rujukan)}
                helperText={galat.faskes_rujukan}
              />
            </Grid>
          ) : null}
          {cara === 'MENINGGAL' ? (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DateInput
                  label="Tanggal meninggal"
                  required
                  value={isi.tanggal_meninggal}
                  onChange={(v) => ubah('tanggal_meninggal')(v ?? '')}
                  min={tanggalMasuk}
                  error={galat.waktu_meninggal}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label="Jam meninggal"
                  type="time"
                  required
                  fullWidth
                  value={isi.jam_meninggal}
                  onChange={(e) => ubah('jam_meninggal')(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  error={Boolean(galat.waktu_meninggal)}
                  helperText={galat.waktu_meninggal ?? 'WIB'}
                />
              </Grid>
            </>
          ) : (
            <>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DateInput
                  label="Tanggal pulang"
                  value={isi.tanggal_pulang}
                  onChange={(v) => ubah('tanggal_pulang')(v ?? '')}
                  min={tanggalMasuk}
                  error={galat.pulang_pada}
                  fullWidth
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField
                  label="Jam pulang"
                  type="time"
                  fullWidth
                  value={isi.jam_pulang}
                  onChange={(e) => ubah('jam_pulang')(e.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  error={Boolean(galat.pulang_pada)}
                  helperText={galat.pulang_pada ?? 'WIB; kosongkan untuk saat ini'}
                />
              </Grid>
            </>
          )}
        </Grid>
      ) : null}
      {galatUmum ? <Alert severity="error">{galatUmum}</Alert> : null}
      <Box>
        <Button
          variant="contained"
          color="warning"
          startIcon={<ExitToAppIcon />}
          onClick={() => void onKirim()}
          loading={kirim.isPending}
          disabled={!cara || !s.diagnosis_utama}
        >
          Pulangkan Pasien
        </Button>
      </Box>
    </Box>
  );
}

/** A tab of the ward's patient dashboard (/rawat-inap/dashboard-inap/:id); :id is the stay's layanan. */
export function PanelPulang({ layananUid }: { layananUid: string }) {
  const q = useStatusPulang(layananUid);
  if (q.isError) return <GagalMuat error={q.error} onRetry={() => void q.refetch()} />;
  if (!q.data) return <Skeleton variant="rounded" height={240} />;
  const s = q.data;
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
        {s.status === 'PULANG' ? 'Pasien Pulang' : 'Perintah Pulang'}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Masuk {formatTanggalWaktu(s.masuk_pada)}
        {s.dpjp ? ` · DPJP ${s.dpjp}` : ''}
        {s.bed && s.status === 'DIRAWAT'
          ? ` · ${s.bed.ruangan} kamar ${s.bed.kamar} bed ${s.bed.no_bed}`
          : ''}
      </Typography>
      {s.status === 'PULANG' ? <SudahPulang s={s} /> : <FormPulang s={s} />}
    </Paper>
  );
}
