import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type DiagnosisKode,
  formatTanggalJam,
  type KodingDetail,
  LABEL_JENIS_KUNJUNGAN,
  LABEL_PENJAMIN_KUNJUNGAN,
  type ProsedurKode,
  resumeApi,
} from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { urlKontrak } from '../../../api/kontrak.ts';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { StatusKodingChip } from './KodingListPage.tsx';
import { useKoding, useSimpanKoding } from './koding.api.ts';
import { KodeDokter, KodeKoder } from './SetKode.tsx';

const kunciSet = (dx: DiagnosisKode[], px: ProsedurKode[]) =>
  [
    dx
      .map((d) => `${d.kode}:${d.jenis}`)
      .sort()
      .join('|'),
    px
      .map((p) => p.kode)
      .sort()
      .join('|'),
  ].join('#');

/** /koding-rm/:id — the doctor's codes beside the coder's set, confirmed as is or corrected. */
export default function KodingDetailPage({ params }: HalamanProps) {
  const uid = params.id ?? '';
  const q = useKoding(uid);
  const navigate = useNavigate();
  if (q.isError) return <GagalMuat error={q.error} onRetry={() => q.refetch()} />;
  if (!q.data)
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
        <CircularProgress />
      </Box>
    );
  return (
    <Box>
      <HalamanJudul
        judul="Koding Pelayanan"
        aksi={
          <Button startIcon={<ArrowBackIcon />} onClick={() => navigate('/koding-rm')}>
            Kembali ke daftar
          </Button>
        }
      />
      {/* Keyed by the confirmation time: a fresh answer resets the form to what was stored. */}
      <Isi key={q.data.dikonfirmasi_pada ?? 'baru'} d={q.data} />
    </Box>
  );
}

function Isi({ d }: { d: KodingDetail }) {
  const toast = useToast();
  const simpan = useSimpanKoding(d.layanan_uid);
  const awal = d.koding ?? d.dokter_kode;
  const [dx, setDx] = useState<DiagnosisKode[]>(awal.diagnosis);
  const [px, setPx] = useState<ProsedurKode[]>(awal.prosedur);
  const [catatan, setCatatan] = useState(d.koding?.catatan ?? '');
  const [resume, setResume] = useState(false);
  const berubah = kunciSet(dx, px) !== kunciSet(d.dokter_kode.diagnosis, d.dokter_kode.prosedur);
  const utama = dx.filter((x) => x.jenis === 'UTAMA').length;
  const galat =
    dx.length === 0
      ? 'Tambahkan minimal satu diagnosis'
      : utama !== 1
        ? 'Pilih satu diagnosis utama'
        : berubah && !catatan.trim()
          ? 'Tuliskan alasan perubahan kode pada catatan'
          : null;
  const selesai = d.status === 'SUDAH' || d.koding !== null;

  const konfirmasi = () =>
    simpan.mutate(
      {
        diagnosis: dx.map((x) => ({ kode: x.kode, jenis: x.jenis })),
        prosedur: px.map((x) => ({ kode: x.kode })),
        catatan: catatan.trim() || null,
      },
      {
        onSuccess: (r) =>
          toast.success(
            `Koding ${r.pasien.nama} ${r.koding?.berubah ? 'dikoreksi' : 'dikonfirmasi sesuai kode dokter'}`,
          ),
        onError: (e) => toast.error(pesanError(e)),
      },
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Card variant="outlined">
        <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'flex-start' }}>
          <Info label="Pasien" nilai={`${d.pasien.nama} (${d.pasien.no_rm})`} />
          <Info label="Unit" nilai={`${d.unit} · ${LABEL_JENIS_KUNJUNGAN[d.jenis]}`} />
          <Info label="Dokter (DPJP)" nilai={d.dokter ?? '-'} />
          <Info label="Penjamin" nilai={LABEL_PENJAMIN_KUNJUNGAN[d.penjamin]} />
          <Info label="Selesai" nilai={formatTanggalJam(d.selesai_pada)} />
          <Box>
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
              Status koding
            </Typography>
            <StatusKodingChip status={d.status} />
          </Box>
          <Box sx={{ ml: 'auto' }}>
            {d.resume ? (
              <Button variant="outlined" onClick={() => setResume(true)}>
                Lihat Resume Medis {d.resume.status === 'FINAL' ? `(${d.resume.nomor})` : '(Draf)'}
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                Belum ada resume medis
              </Typography>
            )}
          </Box>
        </CardContent>
      </Card>
      {d.koding && (
        <Alert severity={d.koding.berubah ? 'info' : 'success'}>
          {d.koding.berubah ? 'Dikoreksi' : 'Dikonfirmasi sesuai kode dokter'} oleh {d.koding.nama_pengkode},{' '}
          {formatTanggalJam(d.koding.dikonfirmasi_pada)}
          {d.koding.catatan ? ` — ${d.koding.catatan}` : ''}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              Kode Dokter
            </Typography>
            <KodeDokter diagnosis={d.dokter_kode.diagnosis} prosedur={d.dokter_kode.prosedur} />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
              Kode Koder {berubah ? '(berbeda dari kode dokter)' : '(sama dengan kode dokter)'}
            </Typography>
            <KodeKoder diagnosis={dx} prosedur={px} onDiagnosis={setDx} onProsedur={setPx} />
            <TextField
              sx={{ mt: 2 }}
              fullWidth
              multiline
              minRows={2}
              label={berubah ? 'Catatan perubahan (wajib)' : 'Catatan (opsional)'}
              value={catatan}
              onChange={(e) => setCatatan(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
            {galat && (
              <Typography variant="body2" color="error" sx={{ mt: 1 }}>
                {galat}
              </Typography>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
              <Button variant="contained" disabled={Boolean(galat) || simpan.isPending} onClick={konfirmasi}>
                {berubah ? 'Simpan Koreksi' : selesai ? 'Konfirmasi Ulang' : 'Konfirmasi Sesuai Dokter'}
              </Button>
            </Box>
          </CardContent>
        </Card>
      </Box>
      {d.resume && (
        <PdfViewerDialog
          open={resume}
          title="Resume Medis"
          url={urlKontrak(resumeApi.pdf, { params: { layanan_uid: d.layanan_uid }, query: {} })}
          onClose={() => setResume(false)}
        />
      )}
    </Box>
  );
}

function Info({ label, nilai }: { label: string; nilai: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {nilai}
      </Typography>
    </Box>
  );
}
