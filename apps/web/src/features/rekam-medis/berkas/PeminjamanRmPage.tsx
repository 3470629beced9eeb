import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  FILTER_PINJAM,
  type FilterPinjam,
  formatTanggalJam,
  formatTanggalPendek,
  LABEL_FILTER_PINJAM,
  LABEL_KEPERLUAN_PINJAM,
  LABEL_STATUS_PINJAM,
  type Peminjaman,
  peminjamanRmApi,
  type StatusPinjam,
} from '@rawat/domain';
import { useState } from 'react';
import { usePagedList } from '../../../api/query.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { useConfirm } from '../../../ui/confirm.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { PdfViewerDialog } from '../../../ui/PdfViewerDialog.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { urlTracer, useKembalikanBerkas } from './berkas.api.ts';
import { DialogPinjam } from './DialogPinjam.tsx';

const WARNA: Record<StatusPinjam, 'info' | 'error' | 'success'> = {
  DIPINJAM: 'info',
  TERLAMBAT: 'error',
  KEMBALI: 'success',
};

function StatusPinjamChip({ r }: { r: Peminjaman }) {
  const label =
    r.status === 'TERLAMBAT' ? `Terlambat ${r.terlambat_hari} hari` : LABEL_STATUS_PINJAM[r.status];
  return (
    <Chip
      size="small"
      color={WARNA[r.status]}
      variant={r.status === 'KEMBALI' ? 'outlined' : 'filled'}
      label={label}
    />
  );
}

/** /peminjaman-rm — where every record file is: lent out, overdue, or back on the shelf. */
export default function PeminjamanRmPage() {
  const toast = useToast();
  const confirm = useConfirm();
  const kembali = useKembalikanBerkas();
  const [status, setStatus] = useState<FilterPinjam | ''>('TERBUKA');
  const [dialog, setDialog] = useState(false);
  const [tracer, setTracer] = useState<{ uid: string; nomor: string } | null>(null);
  const list = usePagedList(peminjamanRmApi.daftar, { status: status || undefined });

  const kembalikan = (r: Peminjaman) =>
    confirm({
      title: 'Terima Pengembalian',
      message: `Berkas ${r.pasien.no_rm} – ${r.pasien.nama} dari ${r.peminjam} (${r.unit}) sudah kembali ke rak?`,
      confirmLabel: 'Sudah Kembali',
      onConfirm: async () => {
        try {
          await kembali.mutateAsync(r.uid);
          toast.success(`Berkas ${r.pasien.no_rm} dikembalikan`);
        } catch (err) {
          toast.error(pesanError(err));
          return false;
        }
      },
    });

  const kolom: DataTableColumn<Peminjaman>[] = [
    {
      key: 'pasien',
      header: 'Berkas',
      render: (r) => (
        <Box sx={{ minWidth: 150 }}>
          <Typography variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>
            {r.pasien.no_rm}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {r.pasien.nama}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'peminjam',
      header: 'Peminjam',
      render: (r) => (
        <Box>
          <Typography variant="body2">{r.peminjam}</Typography>
          <Typography variant="caption" color="text.secondary">
            {r.unit} · {LABEL_KEPERLUAN_PINJAM[r.keperluan]}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'pinjam',
      header: 'Dipinjam',
      render: (r) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Typography variant="body2">{formatTanggalJam(r.dipinjam_pada)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {r.nomor}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'tempo',
      header: 'Jatuh Tempo',
      render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{formatTanggalPendek(r.jatuh_tempo)}</Box>,
    },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Box>
          <StatusPinjamChip r={r} />
          {r.dikembalikan_pada ? (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
              {formatTanggalJam(r.dikembalikan_pada)}
            </Typography>
          ) : null}
        </Box>
      ),
    },
    {
      key: 'aksi',
      header: 'Aksi',
      align: 'right',
      render: (r) => (
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => setTracer(r)}>
            Tracer
          </Button>
          {r.status !== 'KEMBALI' ? (
            <Button size="small" variant="outlined" onClick={() => kembalikan(r)}>
              Kembalikan
            </Button>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <Box>
      <HalamanJudul
        judul="Peminjaman Berkas Rekam Medis"
        keterangan="Berkas yang keluar dari rak: siapa yang membawa, untuk apa, dan sampai kapan. Satu berkas hanya dapat dipinjam satu peminjam pada satu waktu."
        aksi={
          <Button variant="contained" onClick={() => setDialog(true)}>
            Pinjamkan Berkas
          </Button>
        }
      />
      <DataTable
        list={list}
        columns={kolom}
        rowKey={(r) => r.uid}
        emptyText={
          status === 'TERLAMBAT'
            ? 'Tidak ada berkas yang terlambat dikembalikan'
            : status === 'TERBUKA'
              ? 'Semua berkas ada di rak'
              : 'Belum ada peminjaman berkas'
        }
        toolbar={
          <>
            <Box sx={{ flex: '1 1 260px', maxWidth: { sm: 360 } }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari No. RM, nama pasien, peminjam, unit…"
                fullWidth
              />
            </Box>
            <FilterPilih
              label="Status"
              value={status}
              onChange={(v) => {
                setStatus(v);
                list.setPage(0);
              }}
              semua="Semua peminjaman"
              pilihan={FILTER_PINJAM.map((f) => ({ value: f, label: LABEL_FILTER_PINJAM[f] }))}
              lebar={[170, 220]}
            />
          </>
        }
      />
      {dialog ? (
        <DialogPinjam
          onClose={() => setDialog(false)}
          onTersimpan={(r) => {
            // The tracer goes on the shelf where the file was: print it at once.
            setDialog(false);
            setTracer(r);
          }}
        />
      ) : null}
      {tracer ? (
        <PdfViewerDialog
          open
          title={`Tracer ${tracer.nomor}`}
          url={urlTracer(tracer.uid)}
          onClose={() => setTracer(null)}
        />
      ) : null}
    </Box>
  );
}
