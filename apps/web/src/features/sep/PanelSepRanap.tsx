import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import {
  formatTanggalJam,
  formatTanggalPendek,
  LABEL_KELAS_NAIK_BPJS,
  type SepDetail,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { GagalMuat } from '../../ui/GagalMuat.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { HapusSepDialog } from './HapusSepDialog.tsx';
import { DataSep as Data, KeteranganSep } from './PanelSep.tsx';
import { type SasaranSepRanap, SepRanapDialog } from './SepRanapDialog.tsx';
import { StatusSepChip } from './StatusSepChip.tsx';
import { urlCetakSep, useSepPendaftaran } from './sep.api.ts';

/** The higher class the patient chose, from the t_sep sent (null when the stay is in its entitled class). */
function kelasNaik(s: SepDetail): string | null {
  const k = s.permintaan.klsRawat;
  const naik = k && typeof k === 'object' && 'klsRawatNaik' in k ? String(k.klsRawatNaik ?? '') : '';
  return naik ? (LABEL_KELAS_NAIK_BPJS[naik as '1'] ?? naik) : null;
}

const Nomor = ({ children }: { children: string | null }) =>
  children ? (
    <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
      {children}
    </Box>
  ) : null;

/**
 * A stay's inpatient SEP (jnsPelayanan 1, with its SPRI): its state (read every 3 s while BPJS has
 * not answered), numbers, class and DPJP, the discharge date BPJS was told, and what the desk can do —
 * print, correct the three fields BPJS allows, resend a refused one, delete, or make one on the day of
 * admission for a BPJS stay that has none.
 */
export function PanelSepRanap({
  layananUid,
  tanggalMasuk,
  judul = true,
}: {
  layananUid: string;
  /** The admission's Jakarta date while the stay is in care; null leaves out "Buat SEP". */
  tanggalMasuk: string | null;
  /** The "SEP Rawat Inap" heading (left out where a dialog already says it). */
  judul?: boolean;
}) {
  const q = useSepPendaftaran(layananUid);
  const [cetak, setCetak] = useState(false);
  const [hapus, setHapus] = useState(false);
  const [form, setForm] = useState<SasaranSepRanap | null>(null);
  const s = q.data;
  const tanpaSep = tanggalMasuk !== null && q.isSuccess && (!s || s.status === 'DIHAPUS');
  // BPJS issues the inpatient SEP only on the day of admission (a later day needs a backdate).
  const hariMasuk = tanggalMasuk === toJakartaIsoDate(new Date());
  const naik = s ? kelasNaik(s) : null;

  return (
    <Box aria-label="SEP Rawat Inap">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1.5 }}>
        {judul ? (
          <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
            SEP Rawat Inap
          </Typography>
        ) : null}
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
              disabled={!hariMasuk}
              startIcon={<AddIcon />}
              onClick={() => setForm({ mode: 'buat', layananUid })}
            >
              Buat SEP rawat inap
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
          Belum ada SEP rawat inap untuk perawatan ini.
          {tanpaSep && !hariMasuk
            ? ' SEP rawat inap hanya dapat dibuat pada hari pasien masuk; untuk hari yang sudah lewat ajukan backdate ke BPJS.'
            : ''}
        </Typography>
      ) : (
        <>
          <Box
            sx={{
              display: 'grid',
              gap: 1.5,
              gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' },
              mb: 1,
            }}
          >
            <Data label="No. SEP">
              <Nomor>{s.no_sep}</Nomor>
            </Data>
            <Data label="No. SPRI">
              <Nomor>{s.no_spri}</Nomor>
            </Data>
            <Data label="Tanggal SEP">{formatTanggalPendek(s.tgl_sep)}</Data>
            <Data label="Kelas hak">
              {s.kelas_rawat ? `Kelas ${s.kelas_rawat}` : ''}
              {naik ? (
                <Typography component="span" variant="body2" color="warning.dark">
                  {' '}
                  · naik ke {naik}
                </Typography>
              ) : null}
            </Data>
            <Data label="DPJP">{s.dokter_nama}</Data>
            <Data label="Tanggal pulang dilaporkan">
              {s.tgl_pulang ? formatTanggalPendek(s.tgl_pulang) : 'Belum dilaporkan'}
            </Data>
            <Data label="No. Kartu">{s.no_kartu}</Data>
            <Data label="Diagnosa awal">{s.diag_awal}</Data>
            <Data label="No. telepon">{s.no_telp}</Data>
          </Box>
          {s.catatan ? <Data label="Catatan">{s.catatan}</Data> : null}
          <KeteranganSep s={s} />
          <Typography variant="caption" color="text.secondary" component="div" sx={{ mt: 1 }}>
            Dibuat {formatTanggalJam(s.dibuat_pada)}
            {s.dibuat_oleh_nama ? ` oleh ${s.dibuat_oleh_nama}` : ''}
            {s.no_rujukan ? ` · rujukan SEP rawat jalan ${s.no_rujukan}` : ''}
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
      {form ? <SepRanapDialog sasaran={form} onClose={() => setForm(null)} /> : null}
    </Box>
  );
}
