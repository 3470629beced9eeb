import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PrintIcon from '@mui/icons-material/Print';
import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  formatTanggalPendek,
  JNS_PELAYANAN_SEP,
  type JnsPelayananSep,
  LABEL_JNS_PELAYANAN_SEP,
  LABEL_STATUS_SEP,
  type Sep,
  STATUS_SEP,
  type StatusSep,
  sepApi,
  toJakartaIsoDate,
} from '@rawat/domain';
import type { MouseEvent, ReactNode } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import { DataTable, type DataTableColumn } from '../../ui/DataTable.tsx';
import { DateInput } from '../../ui/DateInput.tsx';
import { FilterPilih } from '../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../ui/PdfViewerDialog.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { DialogSepRanap, type SepRanapDibuka } from './DialogSepRanap.tsx';
import { HapusSepDialog } from './HapusSepDialog.tsx';
import { nilaiDariSep } from './PanelSep.tsx';
import { type SasaranSep, SepDialog } from './SepDialog.tsx';
import { SepRanapDialog } from './SepRanapDialog.tsx';
import { StatusSepChip } from './StatusSepChip.tsx';
import { urlCetakSep } from './sep.api.ts';

function Aksi({
  judul,
  onClick,
  children,
  disabled,
  color,
}: {
  judul: string;
  onClick: () => void;
  children: ReactNode;
  disabled?: boolean;
  color?: 'primary' | 'error' | 'warning';
}) {
  return (
    <Tooltip title={judul}>
      {/* The span keeps the tooltip on a disabled button (which takes no pointer events). */}
      <span>
        <IconButton
          size="small"
          color={color ?? 'default'}
          aria-label={judul}
          disabled={disabled}
          onClick={(e: MouseEvent) => {
            e.stopPropagation();
            onClick();
          }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function KeteranganStatus({ s }: { s: Sep }) {
  const teks =
    s.status === 'DITOLAK'
      ? s.pesan_bpjs
      : s.status === 'MENUNGGU'
        ? 'Menunggu jawaban BPJS'
        : s.status === 'DIHAPUS'
          ? s.alasan_hapus
          : s.perubahan_menunggu
            ? 'Perubahan sedang dikirim'
            : null;
  return (
    <Box sx={{ minWidth: 120, maxWidth: 280 }}>
      <StatusSepChip status={s.status} />
      {teks ? (
        <Typography
          variant="caption"
          component="div"
          color={s.status === 'DITOLAK' ? 'error' : 'text.secondary'}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {teks}
        </Typography>
      ) : null}
    </Box>
  );
}

const PILIHAN_JENIS = JNS_PELAYANAN_SEP.map((j) => ({ value: j, label: LABEL_JNS_PELAYANAN_SEP[j] }));

/** An inpatient SEP opens in its panel (SPRI, discharge date); its stay has no registration page. */
const bukaRanap = (s: Sep): SepRanapDibuka | null =>
  s.layanan_uid ? { layanan_uid: s.layanan_uid, pasien: s.pasien, tanggal_masuk: null } : null;

/**
 * /sep "Data SEP BPJS" (docs/vclaim.md): the day's SEPs, outpatient and inpatient, with their state
 * at BPJS; print an issued one, correct it, delete it with a reason, or fix and resend one BPJS
 * refused. An outpatient row opens its registration; an inpatient one its SEP panel.
 */
export default function DataSepPage() {
  const navigate = useNavigate();
  const [tanggal, setTanggal] = useState<string | undefined>(() => toJakartaIsoDate(new Date()));
  const [status, setStatus] = useState<StatusSep | ''>('');
  const [jenis, setJenis] = useState<JnsPelayananSep | ''>('');
  const [ranap, setRanap] = useState<SepRanapDibuka | null>(null);
  const [cetak, setCetak] = useState<Sep | null>(null);
  const [hapus, setHapus] = useState<Sep | null>(null);
  const [form, setForm] = useState<(SasaranSep & { mode: 'ubah' | 'perbaiki' }) | null>(null);
  const list = usePagedList(
    sepApi.daftar,
    { tanggal, status: status || undefined, jns_pelayanan: jenis || undefined },
    { polling: true },
  );

  const kolom: DataTableColumn<Sep>[] = [
    {
      // The kind under the date: one column less keeps the actions on a 1280 px screen.
      key: 'tanggal',
      header: 'Tanggal / Jenis',
      render: (s) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          {formatTanggalPendek(s.tgl_sep)}
          <Typography variant="caption" color="text.secondary" component="div">
            {LABEL_JNS_PELAYANAN_SEP[s.jns_pelayanan]}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'no_sep',
      header: 'No. SEP',
      render: (s) => (
        <Box sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
          {s.no_sep ? (
            <Box component="span" sx={{ fontWeight: 600 }}>
              {s.no_sep}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              —
            </Typography>
          )}
          {s.no_spri ? (
            <Typography
              variant="caption"
              color="text.secondary"
              component="div"
              sx={{ fontFamily: 'inherit' }}
            >
              SPRI {s.no_spri}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      key: 'pasien',
      header: 'Pasien / No. Kartu',
      render: (s) => (
        <Box sx={{ minWidth: 160 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {s.pasien.nama}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="div"
            sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
          >
            {s.pasien.no_rm} · {s.no_kartu}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'poli',
      header: 'Poli / DPJP',
      render: (s) => (
        <Box sx={{ minWidth: 140 }}>
          <Typography variant="body2">{s.poli_nama ?? '—'}</Typography>
          {s.dokter_nama ? (
            <Typography variant="caption" color="text.secondary">
              {s.dokter_nama}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    { key: 'status', header: 'Status', render: (s) => <KeteranganStatus s={s} /> },
    {
      key: 'aksi',
      header: 'Aksi',
      align: 'right',
      render: (s) => (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', whiteSpace: 'nowrap' }}>
          {s.status === 'TERBIT' ? (
            <Aksi judul="Cetak SEP" color="primary" onClick={() => setCetak(s)}>
              <PrintIcon fontSize="small" />
            </Aksi>
          ) : null}
          {s.status === 'TERBIT' ? (
            <Aksi judul="Ubah SEP" disabled={!s.boleh_ubah} onClick={() => setForm({ mode: 'ubah', sep: s })}>
              <EditIcon fontSize="small" />
            </Aksi>
          ) : null}
          {s.status === 'DITOLAK' ? (
            <Aksi
              judul="Perbaiki dan kirim ulang"
              color="warning"
              disabled={!s.boleh_ubah}
              onClick={() => setForm({ mode: 'perbaiki', sep: s })}
            >
              <ReplayIcon fontSize="small" />
            </Aksi>
          ) : null}
          {s.status !== 'DIHAPUS' ? (
            <Aksi
              judul={s.boleh_hapus ? 'Hapus SEP' : `Tidak dapat dihapus: ${s.alasan_tidak_boleh_hapus ?? ''}`}
              color="error"
              disabled={!s.boleh_hapus}
              onClick={() => setHapus(s)}
            >
              <DeleteIcon fontSize="small" />
            </Aksi>
          ) : null}
        </Box>
      ),
    },
  ];

  return (
    <Box>
      <HalamanJudul
        judul="Data SEP BPJS"
        keterangan="Surat Eligibilitas Peserta rawat jalan dan rawat inap yang diterbitkan lewat VClaim: cetak, koreksi, hapus, dan perbaiki SEP yang ditolak BPJS."
      />
      <DataTable
        list={list}
        columns={kolom}
        rowKey={(s) => s.uid}
        onRowClick={(s) => {
          if (s.jns_pelayanan === '1') setRanap(bukaRanap(s));
          else if (s.layanan_uid) navigate(`/detailpendaftaran/${s.layanan_uid}`);
        }}
        emptyText={
          list.search || status || jenis
            ? 'Tidak ada SEP yang cocok dengan pencarian ini'
            : 'Belum ada SEP pada tanggal ini'
        }
        toolbar={
          <>
            <Box sx={{ flex: '0 1 200px' }}>
              <DateInput
                label="Tanggal SEP"
                size="small"
                value={tanggal}
                onChange={(v) => {
                  setTanggal(v);
                  list.setPage(0);
                }}
                noMax
              />
            </Box>
            <FilterPilih
              label="Status"
              semua="Semua status"
              value={status}
              onChange={(v) => {
                setStatus(v);
                list.setPage(0);
              }}
              pilihan={STATUS_SEP.map((s) => ({ value: s, label: LABEL_STATUS_SEP[s] }))}
            />
            <FilterPilih
              label="Jenis"
              semua="Semua jenis"
              value={jenis}
              onChange={(v) => {
                setJenis(v);
                list.setPage(0);
              }}
              pilihan={PILIHAN_JENIS}
              lebar={[150, 180]}
            />
            <Box sx={{ flex: '1 1 260px', maxWidth: 420 }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari no. kartu, nama, No. RM, atau no. SEP…"
                fullWidth
              />
            </Box>
          </>
        }
      />
      <PdfViewerDialog
        open={Boolean(cetak)}
        title={`SEP ${cetak?.no_sep ?? ''}`}
        url={cetak ? urlCetakSep(cetak.uid) : ''}
        onClose={() => setCetak(null)}
      />
      {hapus ? <HapusSepDialog sep={hapus} onClose={() => setHapus(null)} /> : null}
      <DialogSepRanap buka={ranap} onClose={() => setRanap(null)} />
      {form?.sep.jns_pelayanan === '1' ? (
        <SepRanapDialog sasaran={form} onClose={() => setForm(null)} />
      ) : form ? (
        <SepDialog
          sasaran={form}
          noKartu={form.sep.no_kartu}
          tanggal={form.sep.tgl_sep}
          awal={{
            nilai: nilaiDariSep(form.sep),
            no_rujukan: form.sep.no_rujukan ?? '',
            poli_eksekutif: form.sep.poli_eksekutif,
          }}
          // The list does not know the clinic's kind; a SEP made with a referral keeps needing one.
          rujukanWajib={Boolean(form.sep.no_rujukan)}
          pasienUid={form.sep.pasien.uid}
          onClose={() => setForm(null)}
        />
      ) : null}
    </Box>
  );
}
