import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  formatTanggal,
  type JenisKelamin,
  type JenisLogPasien,
  LABEL_JENIS_KELAMIN,
  pasienApi,
  type RmPasien,
} from '@rawat/domain';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import { pesanError } from '../../shell/toast.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { KOLOM_PASIEN } from '../pasien/pasien.columns.tsx';
import { RetensiChip } from './berkas/RetensiChip.tsx';
import { labelKunjungan, RmKunjunganList } from './RmKunjungan.tsx';
import { RmTimeline } from './RmTimeline.tsx';
import { useRmPasien } from './rekam-medis.api.ts';

function CariPasien({ onPilih }: { onPilih: (uid: string) => void }) {
  const list = usePagedList(pasienApi.daftar);
  return (
    <DataTable
      list={list}
      columns={KOLOM_PASIEN}
      rowKey={(p) => p.uid}
      onRowClick={(p) => onPilih(p.uid)}
      emptyText={list.search ? 'Tidak ada pasien yang cocok dengan pencarian' : 'Belum ada pasien terdaftar'}
      toolbar={
        <Box sx={{ flex: '1 1 320px', maxWidth: { sm: 520 } }}>
          <SearchField
            value={list.search}
            onChange={list.setSearch}
            placeholder="Cari No. RM, NIK, No. BPJS, nama, atau tanggal lahir…"
            fullWidth
            autoFocus
          />
        </Box>
      }
    />
  );
}

function Identitas({ p, onGanti }: { p: RmPasien; onGanti: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, borderLeft: 4, borderLeftColor: 'primary.main' }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'space-between' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
            {p.nama}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            No. RM <b>{p.no_rm}</b> ·{' '}
            {LABEL_JENIS_KELAMIN[p.jenis_kelamin as JenisKelamin] ?? p.jenis_kelamin} ·{' '}
            {formatTanggal(p.tanggal_lahir)} ({p.umur})
            {p.golongan_darah ? ` · Gol. darah ${p.golongan_darah}` : ''}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              p.nik_tersamar ? `NIK ${p.nik_tersamar}` : null,
              p.no_bpjs ? `BPJS ${p.no_bpjs}` : null,
              p.alamat_singkat,
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <Chip size="small" variant="outlined" label={`${p.jumlah_kunjungan} kunjungan`} />
          {p.kunjungan_terakhir ? (
            <Chip
              size="small"
              variant="outlined"
              label={`Terakhir ${formatTanggal(p.kunjungan_terakhir.tanggal)} · ${p.kunjungan_terakhir.poli}`}
            />
          ) : null}
          <RetensiChip pasienUid={p.uid} />
          <Button size="small" startIcon={<PersonSearchIcon />} onClick={onGanti}>
            Ganti Pasien
          </Button>
        </Box>
      </Box>
      {p.alergi.length ? (
        <Alert severity="error" icon={<WarningAmberIcon />} sx={{ mt: 1.5, py: 0 }}>
          <b>Alergi:</b> {p.alergi.join(', ')}
        </Alert>
      ) : null}
      {p.digabung_ke ? (
        <Alert severity="warning" sx={{ mt: 1.5, py: 0 }}>
          Rekam medis ini sudah digabungkan ke rekam medis lain; catatan baru ada di sana.
        </Alert>
      ) : null}
    </Paper>
  );
}

function RekamMedis({ pasienUid, onGanti }: { pasienUid: string; onGanti: () => void }) {
  const q = useRmPasien(pasienUid);
  const [jenis, setJenis] = useState<JenisLogPasien[]>([]);
  const [kunjungan, setKunjungan] = useState<{ uid: string; label: string } | null>(null);
  if (q.isError) return <Alert severity="error">{pesanError(q.error)}</Alert>;
  if (!q.data) return <Skeleton variant="rounded" height={360} />;
  return (
    <Box>
      <Identitas p={q.data} onGanti={onGanti} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1, px: 0.5 }}>
              Kunjungan
            </Typography>
            <RmKunjunganList
              pasienUid={pasienUid}
              dipilih={kunjungan?.uid ?? null}
              onPilih={(k) => setKunjungan(k ? { uid: k.layanan_uid, label: labelKunjungan(k) } : null)}
            />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
              Linimasa Pasien
            </Typography>
            <RmTimeline
              pasienUid={pasienUid}
              jenis={jenis}
              onJenis={setJenis}
              kunjungan={kunjungan}
              onHapusKunjungan={() => setKunjungan(null)}
            />
          </Paper>
        </Grid>
      </Grid>
    </Box>
  );
}

/**
 * /rm — the medical record: find a patient, then their visits and the whole timeline. The chosen
 * patient is in the address (?pasien=uid), so the record survives a reload and can be shared.
 */
export default function RmPage() {
  const [params, setParams] = useSearchParams();
  const pasienUid = params.get('pasien');
  return (
    <Box sx={{ maxWidth: 1280 }}>
      <HalamanJudul
        judul="Rekam Medis"
        keterangan={
          pasienUid
            ? 'Setiap pembukaan rekam medis tercatat di log aktivitas.'
            : 'Cari pasien untuk membuka rekam medisnya: kunjungan, asesmen, diagnosis, tindakan, order, obat dan resume.'
        }
      />
      {pasienUid ? (
        <RekamMedis key={pasienUid} pasienUid={pasienUid} onGanti={() => setParams({})} />
      ) : (
        <CariPasien onPilih={(uid) => setParams({ pasien: uid })} />
      )}
    </Box>
  );
}
