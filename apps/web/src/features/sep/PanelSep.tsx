import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import ReplayIcon from '@mui/icons-material/Replay';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  formatTanggalJam,
  formatTanggalPendek,
  type PendaftaranDetail,
  type Sep,
  toJakartaIsoDate,
} from '@rawat/domain';
import { type ReactNode, useState } from 'react';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { HapusSepDialog } from './HapusSepDialog.tsx';
import { NILAI_SEP_KOSONG, type NilaiSep } from './IsianSep.tsx';
import { type SasaranSep, SepDialog } from './SepDialog.tsx';
import { StatusSepChip } from './StatusSepChip.tsx';
import { urlCetakSep, useSepPendaftaran } from './sep.api.ts';

/** One labelled field of a SEP panel. */
export function DataSep({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div">
        {children || '—'}
      </Typography>
    </Box>
  );
}

/** The SEP's own fields, for the correction form. */
export function nilaiDariSep(s: Sep): NilaiSep {
  return {
    diag_awal: s.diag_awal ?? '',
    kelas_rawat: s.kelas_rawat === '1' || s.kelas_rawat === '2' || s.kelas_rawat === '3' ? s.kelas_rawat : '',
    no_telp: s.no_telp ?? '',
    catatan: s.catatan ?? '',
  };
}

/** "Menunggu BPJS" with the reason, the refusal in BPJS's words, or a correction on its way. */
export function KeteranganSep({ s }: { s: Sep }) {
  if (s.status === 'MENUNGGU')
    return (
      <Box>
        <Typography variant="body2" color="warning.dark">
          Menunggu jawaban BPJS; status diperbarui otomatis.
          {s.pesan_bpjs ? ` Percobaan terakhir: ${s.pesan_bpjs}` : ''}
        </Typography>
        <LinearProgress color="warning" sx={{ mt: 0.5, maxWidth: 320 }} />
      </Box>
    );
  if (s.status === 'DITOLAK')
    return (
      <Alert severity="error" sx={{ py: 0 }}>
        Ditolak BPJS: {s.pesan_bpjs ?? 'tanpa keterangan'}
      </Alert>
    );
  if (s.status === 'DIHAPUS')
    return (
      <Typography variant="body2" color="text.secondary">
        SEP dihapus{s.alasan_hapus ? `: ${s.alasan_hapus}` : ''}
      </Typography>
    );
  if (s.perubahan_menunggu)
    return (
      <Typography variant="body2" color="warning.dark">
        Perubahan sedang dikirim ke BPJS…
      </Typography>
    );
  return null;
}

/**
 * The visit's SEP on /detailpendaftaran (docs/vclaim.md): its state (read every 3 s while BPJS has
 * not answered), number and fields, and what the desk can do — print, correct, delete, resend a
 * refused one, or make one for a BPJS registration that has none.
 */
export function PanelSep({ p }: { p: PendaftaranDetail }) {
  const q = useSepPendaftaran(p.uid);
  const [cetak, setCetak] = useState(false);
  const [hapus, setHapus] = useState(false);
  const [form, setForm] = useState<SasaranSep | null>(null);
  const s = q.data;
  const tanpaSep = p.status !== 'BATAL' && p.status_kunjungan === 'AKTIF' && (!s || s.status === 'DIHAPUS');
  // BPJS issues a SEP only on the day of service (docs/vclaim.md).
  const hariPelayanan = p.tanggal === toJakartaIsoDate(new Date());

  return (
    <Paper variant="outlined" sx={{ p: 2.5, mt: 2 }} aria-label="SEP BPJS">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
          SEP BPJS
        </Typography>
        {s ? <StatusSepChip status={s.status} /> : null}
        <Box sx={{ ml: 'auto', display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {s?.status === 'TERBIT' ? (
            <Button variant="contained" size="small" startIcon={<PrintIcon />} onClick={() => setCetak(true)}>
              Cetak SEP
            </Button>
          ) : null}
          {s?.status === 'TERBIT' && s.boleh_ubah ? (
            <Button size="small" startIcon={<EditIcon />} onClick={() => setForm({ mode: 'ubah', sep: s })}>
              Ubah
            </Button>
          ) : null}
          {s?.status === 'DITOLAK' && s.boleh_ubah ? (
            <Button
              size="small"
              variant="contained"
              color="warning"
              startIcon={<ReplayIcon />}
              onClick={() => setForm({ mode: 'perbaiki', sep: s })}
            >
              Perbaiki &amp; kirim ulang
            </Button>
          ) : null}
          {s && s.status !== 'DIHAPUS' ? (
            <Button
              size="small"
              color="error"
              startIcon={<DeleteIcon />}
              disabled={!s.boleh_hapus}
              title={s.alasan_tidak_boleh_hapus ?? undefined}
              onClick={() => setHapus(true)}
            >
              Hapus
            </Button>
          ) : null}
          {tanpaSep ? (
            <Button
              size="small"
              variant="contained"
              disabled={!hariPelayanan}
              startIcon={<AddIcon />}
              onClick={() => setForm({ mode: 'buat', layananUid: p.uid })}
            >
              Buat SEP
            </Button>
          ) : null}
        </Box>
      </Box>
      {q.isError ? (
        <GagalMuat error={q.error} onRetry={() => void q.refetch()} />
      ) : q.isLoading ? (
        <Skeleton variant="rounded" height={72} />
      ) : !s ? (
        <Typography variant="body2" color="text.secondary">
          Belum ada SEP untuk kunjungan ini.
          {p.no_sep ? ` Nomor SEP yang dicatat manual: ${p.no_sep}.` : ''}
          {tanpaSep && !hariPelayanan ? ' SEP dapat dibuat pada hari pelayanan.' : ''}
        </Typography>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
              mb: 1,
            }}
          >
            <DataSep label="No. SEP">
              {s.no_sep ? (
                <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: 16 }}>
                  {s.no_sep}
                </Box>
              ) : null}
            </DataSep>
            <DataSep label="Tanggal SEP">{formatTanggalPendek(s.tgl_sep)}</DataSep>
            <DataSep label="No. Kartu">{s.no_kartu}</DataSep>
            <DataSep label="No. Rujukan">{s.no_rujukan}</DataSep>
            <DataSep label="Diagnosa awal">{s.diag_awal}</DataSep>
            <DataSep label="Kelas rawat">{s.kelas_rawat ? `Kelas ${s.kelas_rawat}` : ''}</DataSep>
            <DataSep label="No. telepon">{s.no_telp}</DataSep>
            <DataSep label="Catatan">{s.catatan}</DataSep>
          </Box>
          <KeteranganSep s={s} />
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
            Dibuat {formatTanggalJam(s.dibuat_pada)}
            {s.dibuat_oleh_nama ? ` oleh ${s.dibuat_oleh_nama}` : ''}
            {s.status !== 'DIHAPUS' && !s.boleh_hapus && s.alasan_tidak_boleh_hapus
              ? ` · Tidak dapat dihapus: ${s.alasan_tidak_boleh_hapus}`
              : ''}
          </Typography>
        </>
      )}
      {s?.status === 'TERBIT' ? (
        <PdfViewerDialog
          open={cetak}
          title={`SEP ${s.no_sep ?? ''}`}
          url={urlCetakSep(s.uid)}
          onClose={() => setCetak(false)}
        />
      ) : null}
      {hapus && s ? <HapusSepDialog sep={s} onClose={() => setHapus(false)} /> : null}
      {form ? (
        <SepDialog
          sasaran={form}
          noKartu={s?.no_kartu ?? p.no_kartu ?? ''}
          tanggal={s?.tgl_sep ?? p.tanggal}
          awal={{
            nilai: s && form.mode !== 'buat' ? nilaiDariSep(s) : NILAI_SEP_KOSONG,
            no_rujukan: (form.mode === 'buat' ? p.no_rujukan : s?.no_rujukan) ?? '',
            poli_eksekutif: form.mode !== 'buat' && Boolean(s?.poli_eksekutif),
          }}
          rujukanWajib={p.poli.jenis !== 'IGD'}
          pasienUid={p.pasien.uid}
          onClose={() => setForm(null)}
        />
      ) : null}
    </Paper>
  );
}
