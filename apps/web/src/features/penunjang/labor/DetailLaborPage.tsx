import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CancelIcon from '@mui/icons-material/Cancel';
import EditNoteIcon from '@mui/icons-material/EditNote';
import LocalPrintshopIcon from '@mui/icons-material/LocalPrintshop';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import ScienceIcon from '@mui/icons-material/Science';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { can } from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { useSession } from '../../../shell/session.tsx';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { StatusTtd } from '../../../ui/StatusTtd.tsx';
import { BatalUnitDialog } from '../BatalUnitDialog.tsx';
import { KepalaOrderPanel, StatusOrderChip } from '../KepalaOrderPanel.tsx';
import {
  urlHasilLab,
  urlLabelLab,
  useLaborDetail,
  useLangkahLabor,
  useSimpanHasilLab,
} from '../penunjang.api.ts';
import { HasilLabForm } from './HasilLabForm.tsx';
import { HasilLabTampil } from './HasilLabTampil.tsx';

type Pdf = { judul: string; url: string } | null;

/**
 * /detail-labor/:id: the lab's work on one order. Each state offers its next step: take the
 * sample (charged, label printed), process it, enter results (flags as typed), validate, print,
 * correct after validation, cancel before it. The server checks every step again.
 */
export default function DetailLaborPage({ params }: HalamanProps) {
  const uid = params.id ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const { user } = useSession();
  const q = useLaborDetail(uid);
  const langkah = useLangkahLabor(uid);
  const simpan = useSimpanHasilLab(uid);
  const [pdf, setPdf] = useState<Pdf>(null);
  const [batal, setBatal] = useState(false);
  const [koreksi, setKoreksi] = useState(false);
  const d = q.data;
  const bolehTulis = can(user?.role, 'labor.hasil:write');
  const bolehValidasi = can(user?.role, 'labor.hasil:validate');

  if (q.isError) return <Alert severity="error">{pesanError(q.error)}</Alert>;
  if (!d) return <Skeleton variant="rounded" height={360} />;

  const ambilSampel = () =>
    confirm({
      title: 'Ambil Sampel',
      message: (
        <>
          Sampel untuk <b>{d.nomor}</b> ({d.pasien.nama}) diambil sekarang. Pemeriksaan ditagihkan ke
          kunjungan pasien ({d.penjamin_label}).
        </>
      ),
      confirmLabel: 'Ambil Sampel',
      onConfirm: async () => {
        await langkah.mutateAsync({ aksi: 'sampel' });
        toast.success(`Sampel ${d.nomor} diambil; cetak label untuk tabung`);
        setPdf({ judul: `Label ${d.nomor}`, url: urlLabelLab(uid) });
      },
    });
  const validasi = () =>
    confirm({
      title: 'Validasi Hasil',
      message:
        'Hasil akan dikunci dan dikirim ke dokter pengirim. Perubahan sesudahnya hanya melalui koreksi.',
      confirmLabel: 'Validasi',
      onConfirm: async () => {
        await langkah.mutateAsync({ aksi: 'validasi' });
        toast.success(`Hasil ${d.nomor} tervalidasi`);
      },
    });
  const proses = () =>
    langkah.mutate(
      { aksi: 'proses' },
      { onSuccess: () => toast.success('Sampel diproses'), onError: (e) => toast.error(e) },
    );

  const s = d.status;
  const bisaBatal = bolehTulis && ['DIMINTA', 'SAMPEL_DIAMBIL', 'DIPROSES', 'HASIL_DIISI'].includes(s);
  const sudahSampel = !['DIMINTA', 'BATAL'].includes(s);
  const isi = bolehTulis && (s === 'DIPROSES' || s === 'HASIL_DIISI');

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <HalamanJudul
        judul={`Order Laboratorium ${d.nomor}`}
        keterangan={
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
            <StatusOrderChip status={d.status} label={d.label_status} />
            {d.cito ? <Chip size="small" color="error" label="CITO" /> : null}
          </Box>
        }
        aksi={
          <>
            <Button startIcon={<ArrowBackIcon />} color="inherit" onClick={() => navigate('/list-labor')}>
              Kembali
            </Button>
            {sudahSampel ? (
              <Button
                startIcon={<QrCodeIcon />}
                variant="outlined"
                onClick={() => setPdf({ judul: `Label ${d.nomor}`, url: urlLabelLab(uid) })}
              >
                Cetak Label
              </Button>
            ) : null}
            {s === 'TERVALIDASI' && d.hasil?.status === 'VALID' ? (
              <StatusTtd jenis="HASIL_LAB" refUid={d.hasil.uid} dapatAjukan={bolehValidasi} />
            ) : null}
            {s === 'TERVALIDASI' ? (
              <Button
                startIcon={<LocalPrintshopIcon />}
                variant="contained"
                onClick={() => setPdf({ judul: `Hasil Laboratorium ${d.nomor}`, url: urlHasilLab(uid) })}
              >
                Cetak Hasil
              </Button>
            ) : null}
            {bisaBatal ? (
              <Button
                startIcon={<CancelIcon />}
                color="error"
                variant="outlined"
                onClick={() => setBatal(true)}
              >
                Batalkan
              </Button>
            ) : null}
          </>
        }
      />
      <KepalaOrderPanel order={d} />
      <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-label="Hasil pemeriksaan">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
          <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.05rem', fontWeight: 700 }}>
            Hasil Pemeriksaan
          </Typography>
          {s === 'DIMINTA' && bolehTulis ? (
            <Button variant="contained" startIcon={<ScienceIcon />} onClick={() => void ambilSampel()}>
              Ambil Sampel
            </Button>
          ) : null}
          {s === 'SAMPEL_DIAMBIL' && bolehTulis ? (
            <Button
              variant="contained"
              startIcon={<PlayArrowIcon />}
              onClick={proses}
              loading={langkah.isPending}
            >
              Proses Sampel
            </Button>
          ) : null}
          {s === 'TERVALIDASI' && bolehValidasi && !koreksi ? (
            <Button
              variant="outlined"
              color="warning"
              startIcon={<EditNoteIcon />}
              onClick={() => setKoreksi(true)}
            >
              Koreksi Hasil
            </Button>
          ) : null}
        </Box>
        {s === 'DIMINTA' ? (
          <Alert severity="info">
            Menunggu pengambilan sampel. Pemeriksaan ditagihkan saat sampel diambil.
          </Alert>
        ) : null}
        {s === 'SAMPEL_DIAMBIL' ? (
          <Alert severity="info">Sampel sudah diambil; proses sampel untuk mulai mengisi hasil.</Alert>
        ) : null}
        {isi && d.hasil ? (
          <HasilLabForm
            key={`${d.hasil.uid}-${s}`}
            baris={d.hasil.baris}
            catatanAwal={d.hasil.catatan}
            sibuk={simpan.isPending}
            onSimpan={async (input) => {
              const hasil = await simpan.mutateAsync(input);
              toast.success(
                hasil.status === 'HASIL_DIISI'
                  ? 'Hasil lengkap tersimpan; siap divalidasi'
                  : 'Hasil tersimpan',
              );
            }}
            aksiLain={
              bolehValidasi && s === 'HASIL_DIISI' ? (
                <Button
                  variant="outlined"
                  color="success"
                  startIcon={<VerifiedIcon />}
                  onClick={() => void validasi()}
                >
                  Validasi
                </Button>
              ) : null
            }
          />
        ) : null}
        {koreksi && d.hasil ? (
          <HasilLabForm
            key={`koreksi-${d.hasil.uid}`}
            koreksi
            baris={d.hasil.baris}
            catatanAwal={d.hasil.catatan}
            sibuk={langkah.isPending}
            onSimpan={async (input) => {
              await langkah.mutateAsync({ aksi: 'koreksi', body: { ...input, alasan: input.alasan ?? '' } });
              toast.success('Koreksi tersimpan sebagai versi baru');
              setKoreksi(false);
            }}
            aksiLain={
              <Button color="inherit" onClick={() => setKoreksi(false)}>
                Batal Koreksi
              </Button>
            }
          />
        ) : null}
        {!isi && !koreksi && (s === 'TERVALIDASI' || s === 'BATAL' || (!bolehTulis && d.hasil)) ? (
          <HasilLabTampil detail={d} />
        ) : null}
      </Paper>
      <PdfViewerDialog
        open={pdf !== null}
        title={pdf?.judul ?? ''}
        url={pdf?.url ?? ''}
        onClose={() => setPdf(null)}
      />
      <BatalUnitDialog
        nomor={d.nomor}
        open={batal}
        onClose={() => setBatal(false)}
        onBatal={async (alasan) => {
          await langkah.mutateAsync({ aksi: 'batal', body: { alasan } });
          toast.success(`Order ${d.nomor} dibatalkan`);
        }}
      />
    </Box>
  );
}
