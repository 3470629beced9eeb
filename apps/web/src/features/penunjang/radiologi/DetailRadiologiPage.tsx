import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CancelIcon from '@mui/icons-material/Cancel';
import EditNoteIcon from '@mui/icons-material/EditNote';
import LocalPrintshopIcon from '@mui/icons-material/LocalPrintshop';
import MonitorHeartIcon from '@mui/icons-material/MonitorHeart';
import VerifiedIcon from '@mui/icons-material/Verified';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { can } from '@rawat/domain';
import { type ReactNode, useState } from 'react';
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
  urlHasilRadiologi,
  useLangkahRadiologi,
  useRadiologiDetail,
  useSimpanEkspertise,
} from '../penunjang.api.ts';
import { FormEkspertise, TampilEkspertise } from './Ekspertise.tsx';
import { GaleriBerkas, UnggahBerkas } from './GaleriBerkas.tsx';

function Bagian({ judul, aksi, children }: { judul: string; aksi?: ReactNode; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }} component="section" aria-label={judul}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1, fontSize: '1.05rem', fontWeight: 700 }}>
          {judul}
        </Typography>
        {aksi}
      </Box>
      {children}
    </Paper>
  );
}

/** 'Catat Pemeriksaan': the radiographer's note on the exposure (kV, mAs, position, contrast). */
function DialogPeriksa({
  open,
  onClose,
  onKirim,
}: {
  open: boolean;
  onClose: () => void;
  onKirim: (catatan: string) => Promise<unknown>;
}) {
  const [catatan, setCatatan] = useState('');
  const [sibuk, setSibuk] = useState(false);
  const [galat, setGalat] = useState<string | null>(null);
  const kirim = async () => {
    setSibuk(true);
    try {
      await onKirim(catatan);
      onClose();
    } catch (err) {
      setGalat(pesanError(err));
    } finally {
      setSibuk(false);
    }
  };
  return (
    <Dialog open={open} onClose={sibuk ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Catat Pemeriksaan</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Pemeriksaan ditagihkan ke kunjungan pasien saat dicatat.
        </Typography>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label="Catatan pemeriksaan"
          placeholder="Mis. PA erect, 110 kV 4 mAs, tanpa kontras"
          value={catatan}
          onChange={(e) => setCatatan(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 500 } }}
        />
        {galat ? (
          <Alert severity="error" sx={{ mt: 2 }}>
            {galat}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button color="inherit" onClick={onClose} disabled={sibuk}>
          Batal
        </Button>
        <Button variant="contained" onClick={() => void kirim()} loading={sibuk}>
          Simpan Pemeriksaan
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * /detail-radiologi/:id: the radiographer records the examination and attaches images; the
 * radiologist writes, validates and (after validation) corrects the expertise. Buttons follow the
 * role's permissions; the server checks them again.
 */
export default function DetailRadiologiPage({ params }: HalamanProps) {
  const uid = params.id ?? '';
  const navigate = useNavigate();
  const toast = useToast();
  const confirm = useConfirm();
  const { user } = useSession();
  const q = useRadiologiDetail(uid);
  const langkah = useLangkahRadiologi(uid);
  const simpan = useSimpanEkspertise(uid);
  const [periksa, setPeriksa] = useState(false);
  const [batal, setBatal] = useState(false);
  const [cetak, setCetak] = useState(false);
  const [koreksi, setKoreksi] = useState(false);
  const d = q.data;
  const radiografer = can(user?.role, 'radiologi.pemeriksaan:write');
  const radiolog = can(user?.role, 'radiologi.ekspertise:write');

  if (q.isError) return <Alert severity="error">{pesanError(q.error)}</Alert>;
  if (!d) return <Skeleton variant="rounded" height={360} />;
  const s = d.status;
  const validasi = () =>
    confirm({
      title: 'Validasi Ekspertise',
      message:
        'Ekspertise akan dikunci dan dikirim ke dokter pengirim. Perubahan sesudahnya hanya melalui koreksi.',
      confirmLabel: 'Validasi',
      onConfirm: async () => {
        await langkah.mutateAsync({ aksi: 'validasi' });
        toast.success(`Ekspertise ${d.nomor} tervalidasi`);
      },
    });

  return (
    <Box sx={{ maxWidth: 1200 }}>
      <HalamanJudul
        judul={`Order Radiologi ${d.nomor}`}
        keterangan={
          <Box component="span" sx={{ display: 'inline-flex', gap: 1, alignItems: 'center' }}>
            <StatusOrderChip status={d.status} label={d.label_status} />
            {d.cito ? <Chip size="small" color="error" label="CITO" /> : null}
          </Box>
        }
        aksi={
          <>
            <Button startIcon={<ArrowBackIcon />} color="inherit" onClick={() => navigate('/list-radiologi')}>
              Kembali
            </Button>
            {s === 'DIMINTA' && radiografer ? (
              <Button variant="contained" startIcon={<MonitorHeartIcon />} onClick={() => setPeriksa(true)}>
                Catat Pemeriksaan
              </Button>
            ) : null}
            {s === 'TERVALIDASI' && d.ekspertise?.status === 'VALID' ? (
              <StatusTtd jenis="EKSPERTISE_RADIOLOGI" refUid={d.ekspertise.uid} dapatAjukan={radiolog} />
            ) : null}
            {s === 'TERVALIDASI' ? (
              <Button variant="contained" startIcon={<LocalPrintshopIcon />} onClick={() => setCetak(true)}>
                Cetak Hasil
              </Button>
            ) : null}
            {radiografer && ['DIMINTA', 'DIPERIKSA', 'DIBACA'].includes(s) ? (
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
      <Bagian judul="Gambar Pemeriksaan">
        {s === 'DIMINTA' ? (
          <Alert severity="info">Catat pemeriksaan terlebih dahulu, lalu unggah gambarnya.</Alert>
        ) : (
          <GaleriBerkas orderUid={d.uid} berkas={d.berkas} />
        )}
        {radiografer && (s === 'DIPERIKSA' || s === 'DIBACA') ? <UnggahBerkas orderUid={d.uid} /> : null}
      </Bagian>
      <Bagian
        judul="Ekspertise"
        aksi={
          s === 'TERVALIDASI' && radiolog && !koreksi ? (
            <Button
              variant="outlined"
              color="warning"
              startIcon={<EditNoteIcon />}
              onClick={() => setKoreksi(true)}
            >
              Koreksi Ekspertise
            </Button>
          ) : null
        }
      >
        {radiolog && (s === 'DIPERIKSA' || s === 'DIBACA') ? (
          <FormEkspertise
            key={d.ekspertise?.uid ?? 'baru'}
            awal={{
              temuan: d.ekspertise?.temuan ?? d.template_ekspertise ?? '',
              kesan: d.ekspertise?.kesan ?? '',
            }}
            sibuk={simpan.isPending}
            onSimpan={async (input) => {
              await simpan.mutateAsync(input);
              toast.success('Ekspertise tersimpan');
            }}
            aksiLain={
              s === 'DIBACA' ? (
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
        ) : koreksi && d.ekspertise ? (
          <FormEkspertise
            koreksi
            awal={d.ekspertise}
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
        ) : s === 'DIMINTA' || (s === 'DIPERIKSA' && !d.ekspertise) ? (
          <Alert severity="info">Menunggu ekspertise dokter spesialis radiologi.</Alert>
        ) : (
          <TampilEkspertise detail={d} />
        )}
      </Bagian>
      <DialogPeriksa
        open={periksa}
        onClose={() => setPeriksa(false)}
        onKirim={async (catatan) => {
          await langkah.mutateAsync({ aksi: 'periksa', body: { catatan } });
          toast.success(`Pemeriksaan ${d.nomor} dicatat`);
        }}
      />
      <PdfViewerDialog
        open={cetak}
        title={`Hasil Radiologi ${d.nomor}`}
        url={urlHasilRadiologi(d.uid)}
        onClose={() => setCetak(false)}
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
