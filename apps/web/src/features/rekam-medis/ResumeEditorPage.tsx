import { zodResolver } from '@hookform/resolvers/zod';
import PrintIcon from '@mui/icons-material/Print';
import SaveIcon from '@mui/icons-material/Save';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  can,
  formatTanggalWaktu,
  JENIS_RESUME,
  type JenisResume,
  KOLOM_TEKS_RESUME,
  KOLOM_TEKS_RESUME_JENIS,
  type LayananKlinisDto,
  labelTeksResume,
  type ResumeMedis,
  type ResumeTeks,
  resumeTeksSchema,
} from '@rawat/domain';
import { useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import type { HalamanProps } from '../../shell/halaman-props.ts';
import { useSession } from '../../shell/session.tsx';
import { pesanError, useToast } from '../../shell/toast.tsx';
import { useConfirm } from '../../ui/confirm.tsx';
import { FormTeks } from '../../ui/form/fields.tsx';
import { terapkanGalatServer } from '../../ui/form-errors.ts';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { HalamanPelayanan } from '../pelayanan/HalamanPelayanan.tsx';
import { KartuResume, StatusResumeChip, StrukturResume, TeksResume } from './ResumeTampil.tsx';
import { urlPdfResume, useFinalkanResume, useResume, useSimpanResume } from './rekam-medis.api.ts';

type Form = Record<keyof ResumeTeks, string>;

const keForm = (r: ResumeMedis): Form =>
  Object.fromEntries(KOLOM_TEKS_RESUME.map((k) => [k, r.teks[k] ?? ''])) as Form;

function Editor({
  layanan,
  jenis,
  resume: r,
}: {
  layanan: LayananKlinisDto;
  jenis: JenisResume;
  resume: ResumeMedis;
}) {
  const { user } = useSession();
  const toast = useToast();
  const confirm = useConfirm();
  const simpan = useSimpanResume(layanan.uid);
  const finalkan = useFinalkanResume(layanan.uid);
  const [cetak, setCetak] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);
  const form = useForm<Form, unknown, ResumeTeks>({
    defaultValues: keForm(r),
    resolver: zodResolver(resumeTeksSchema) as unknown as Resolver<Form, unknown, ResumeTeks>,
  });
  const final = r.status === 'FINAL';
  const bolehTulis = !final && !layanan.resume_final && can(user?.role, 'asesmen.medis:write');
  // The inpatient resume's follow-up is the DPJP's discharge order (docs/ranap/pulang.md).
  const ranap = jenis === 'RANAP';
  const kurang = [
    r.struktur.diagnosis_utama ? null : 'diagnosis utama',
    r.struktur.tindak_lanjut ? null : ranap ? 'perintah pulang' : 'tindak lanjut',
  ].filter(Boolean);
  const sibuk = simpan.isPending || finalkan.isPending;

  const simpanTeks = async (teks: ResumeTeks) => {
    setGalat(null);
    try {
      const baru = await simpan.mutateAsync({ jenis, teks });
      form.reset(keForm(baru));
      return true;
    } catch (err) {
      setGalat(terapkanGalatServer(err, KOLOM_TEKS_RESUME, form.setError));
      return false;
    }
  };

  const onSimpan = form.handleSubmit(async (teks) => {
    if (await simpanTeks(teks)) toast.success('Draf resume medis tersimpan');
  });

  const onFinalkan = form.handleSubmit(async (teks) => {
    const ok = await confirm({
      title: 'Finalkan Resume Medis',
      message:
        'Setelah difinalkan, resume mendapat nomor, dapat dicetak, dan seluruh data pelayanan ini terkunci (tidak dapat diubah lagi). Lanjutkan?',
      confirmLabel: 'Finalkan',
      onConfirm: async () => {
        if ((form.formState.isDirty || !r.uid) && !(await simpanTeks(teks)))
          throw new Error('Draf belum tersimpan; periksa kembali isian resume');
        await finalkan.mutateAsync(jenis);
      },
    });
    if (ok) toast.success('Resume medis difinalkan');
  });

  return (
    <FormProvider {...form}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <StatusResumeChip r={r} />
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {final && r.difinalkan_pada
            ? `Difinalkan ${formatTanggalWaktu(r.difinalkan_pada)} oleh ${r.penanda_tangan ?? '-'}`
            : r.updated_at
              ? `Terakhir disimpan ${formatTanggalWaktu(r.updated_at)}`
              : 'Usulan dari data pelayanan; belum disimpan'}
        </Typography>
        <Button startIcon={<PrintIcon />} variant="outlined" onClick={() => setCetak(true)}>
          Cetak
        </Button>
        {bolehTulis ? (
          <>
            <Button startIcon={<SaveIcon />} variant="outlined" onClick={onSimpan} disabled={sibuk}>
              Simpan Draf
            </Button>
            <Button
              startIcon={<TaskAltIcon />}
              variant="contained"
              color="success"
              onClick={onFinalkan}
              disabled={sibuk || kurang.length > 0}
            >
              Finalkan
            </Button>
          </>
        ) : null}
      </Box>
      {galat ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {galat}
        </Alert>
      ) : null}
      {bolehTulis && kurang.length ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Resume belum dapat difinalkan: {kurang.join(' dan ')} belum diisi
          {ranap ? ' (diagnosis di tab Diagnosis, perintah pulang di tab Pulang)' : ' di Asesmen Medis'}.
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7 }}>
          <KartuResume judul="Isian Dokter">
            {bolehTulis ? (
              <Box sx={{ display: 'grid', gap: 2 }}>
                {KOLOM_TEKS_RESUME_JENIS[jenis].map((k) => (
                  <FormTeks<Form> key={k} name={k} label={labelTeksResume(jenis, k)} multiline />
                ))}
              </Box>
            ) : (
              <TeksResume r={r} />
            )}
          </KartuResume>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <KartuResume judul="Data dari Pelayanan">
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1.5 }}>
              {final
                ? 'Dibekukan saat resume difinalkan.'
                : ranap
                  ? 'Diambil dari data perawatan, diagnosis, tindakan, order, resep dan perintah pulang.'
                  : 'Diambil dari asesmen, diagnosis, tindakan, order dan resep; ubah di halaman asesmen.'}
            </Typography>
            <StrukturResume r={r} />
          </KartuResume>
        </Grid>
      </Grid>
      <PdfViewerDialog
        open={cetak}
        title={`Resume Medis ${r.kepala.pasien.nama}${r.nomor ? ` ${r.nomor}` : ''}`}
        url={urlPdfResume(layanan.uid, jenis, r.updated_at)}
        onClose={() => setCetak(false)}
      />
    </FormProvider>
  );
}

function MuatResume({ layanan, jenis }: { layanan: LayananKlinisDto; jenis: JenisResume }) {
  const q = useResume(layanan.uid, jenis);
  if (q.isError) return <Alert severity="error">{pesanError(q.error)}</Alert>;
  if (!q.data) return <Skeleton variant="rounded" height={420} />;
  // Keyed by the saved version, so the form starts again from what the server holds.
  return <Editor key={`${q.data.uid}-${q.data.status}`} layanan={layanan} jenis={jenis} resume={q.data} />;
}

/** /list-antrian-klinik/resume-medis/create/:type/:id — the doctor writes and finalises the resume. */
export default function ResumeEditorPage({ params }: HalamanProps) {
  const jenis = (JENIS_RESUME as readonly string[]).includes(params.type ?? '')
    ? (params.type as JenisResume)
    : null;
  if (!jenis)
    return <Alert severity="error">Jenis resume tidak dikenal: gunakan RJ, IGD, HD atau RANAP.</Alert>;
  return (
    <HalamanPelayanan
      layananUid={params.id ?? ''}
      judul={jenis === 'RANAP' ? 'Resume Medis Rawat Inap' : 'Resume Medis'}
    >
      {(l) => <MuatResume layanan={l} jenis={jenis} />}
    </HalamanPelayanan>
  );
}
