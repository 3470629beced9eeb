import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import {
  can,
  formatTanggalJam,
  LABEL_MITRA_OUTBOX,
  LABEL_STATUS_OUTBOX,
  MITRA_OUTBOX,
  type MitraOutbox,
  outboxApi,
  type PesanOutbox,
  STATUS_OUTBOX,
  type StatusOutbox,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri } from '../../api/kontrak.ts';
import { POLLING_MS, usePagedList } from '../../api/query.ts';
import { useSession } from '../../shell/session.tsx';
import { useToast } from '../../shell/toast.tsx';
import { DataTable, type DataTableColumn } from '../../ui/DataTable.tsx';
import { DateInput } from '../../ui/DateInput.tsx';
import { FilterPilih } from '../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { StatCard } from '../../ui/StatCard.tsx';
import { useKirimUlang } from './bridging.api.ts';

const WARNA: Record<StatusOutbox, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  MENUNGGU: 'warning',
  MENGIRIM: 'info',
  TERKIRIM: 'success',
  GAGAL: 'error',
};

/** Only failed or waiting messages can be resent (the server skips the rest). */
const bisaUlang = (p: PesanOutbox) => p.status === 'GAGAL' || p.status === 'MENUNGGU';

function StatusPesan({ p }: { p: PesanOutbox }) {
  return (
    <Box sx={{ minWidth: 110 }}>
      <Chip size="small" color={WARNA[p.status]} label={LABEL_STATUS_OUTBOX[p.status]} />
      {p.tertahan ? (
        <Typography variant="caption" color="text.secondary" component="div">
          Menunggu pesan sebelumnya
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * /monitor-bridging (docs/outbox.md): per partner and day what was sent, what waits and what
 * failed with the partner's own message; tick one or many and "Kirim ulang".
 */
export default function MonitorBridgingPage() {
  const { user } = useSession();
  const bolehUlang = can(user?.role, 'outbox:resend');
  const toast = useToast();
  const [tanggal, setTanggal] = useState(() => toJakartaIsoDate(new Date()));
  const [mitra, setMitra] = useState<MitraOutbox | ''>('');
  const [status, setStatus] = useState<StatusOutbox | ''>('');
  const [dipilih, setDipilih] = useState<ReadonlySet<string>>(new Set());
  const ringkasan = useQuery({
    ...kueri(outboxApi.ringkasan, { query: { tanggal } }),
    select: (r) => r.respon,
    refetchInterval: POLLING_MS,
  });
  const list = usePagedList(
    outboxApi.list,
    { tanggal, mitra: mitra || undefined, status: status || undefined },
    { polling: true },
  );
  const kirimUlang = useKirimUlang();

  const saring =
    <T,>(set: (v: T) => void) =>
    (v: T) => {
      set(v);
      setDipilih(new Set());
      list.setPage(0);
    };
  const ubah = (uid: string[], pilih: boolean) =>
    setDipilih((lama) => {
      const baru = new Set(lama);
      for (const u of uid) pilih ? baru.add(u) : baru.delete(u);
      return baru;
    });
  const dapatDipilih = list.rows.filter(bisaUlang);
  const semua = dapatDipilih.length > 0 && dapatDipilih.every((p) => dipilih.has(p.uid));

  const kolom: DataTableColumn<PesanOutbox>[] = [
    ...(bolehUlang
      ? [
          {
            key: 'pilih',
            width: 48,
            header: (
              <Checkbox
                size="small"
                checked={semua}
                indeterminate={!semua && dapatDipilih.some((p) => dipilih.has(p.uid))}
                disabled={dapatDipilih.length === 0}
                slotProps={{ input: { 'aria-label': 'Pilih semua pesan yang dapat dikirim ulang' } }}
                onChange={(e) =>
                  ubah(
                    dapatDipilih.map((p) => p.uid),
                    e.target.checked,
                  )
                }
              />
            ),
            render: (p: PesanOutbox) => (
              <Checkbox
                size="small"
                checked={dipilih.has(p.uid)}
                disabled={!bisaUlang(p)}
                slotProps={{ input: { 'aria-label': `Pilih ${p.ringkasan}` } }}
                onChange={(e) => ubah([p.uid], e.target.checked)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'pesan',
      header: 'Pesan',
      render: (p) => (
        <Box sx={{ minWidth: 220 }}>
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {p.ringkasan}
          </Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {LABEL_MITRA_OUTBOX[p.mitra]} · {p.jenis}
          </Typography>
        </Box>
      ),
    },
    { key: 'status', header: 'Status', render: (p) => <StatusPesan p={p} /> },
    {
      key: 'jawaban',
      header: 'Jawaban mitra',
      render: (p) =>
        p.pesan ? (
          <Typography
            variant="body2"
            color={p.status === 'GAGAL' ? 'error' : p.status === 'TERKIRIM' ? 'text.primary' : 'warning.dark'}
            sx={{ maxWidth: 320, overflowWrap: 'anywhere' }}
          >
            {p.kode_jawaban ? `${p.kode_jawaban} · ` : ''}
            {p.pesan}
          </Typography>
        ) : (
          <Typography variant="body2" color="text.secondary">
            –
          </Typography>
        ),
    },
    { key: 'percobaan', header: 'Percobaan', align: 'right', render: (p) => p.percobaan },
    {
      key: 'waktu',
      header: 'Waktu',
      render: (p) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <Typography variant="body2">{formatTanggalJam(p.dibuat_pada)}</Typography>
          <Typography variant="caption" color="text.secondary" component="div">
            {p.terkirim_pada
              ? `Terkirim ${formatTanggalJam(p.terkirim_pada)}`
              : p.status === 'MENUNGGU'
                ? `Dicoba ${formatTanggalJam(p.coba_pada)}`
                : ''}
          </Typography>
        </Box>
      ),
    },
  ];

  const kirim = () =>
    kirimUlang.mutate([...dipilih], {
      onSuccess: (h) => {
        setDipilih(new Set());
        toast.success(
          `${h.dikirim_ulang} pesan dijadwalkan dikirim ulang${h.dilewati ? `; ${h.dilewati} dilewati (sudah terkirim atau sedang dikirim)` : ''}`,
        );
      },
      onError: (err) => toast.error(err),
    });

  return (
    <Box>
      <HalamanJudul
        judul="Monitor Bridging"
        keterangan="Pesan ke BPJS dan mitra lain: yang terkirim, yang menunggu, dan yang gagal beserta jawaban mitranya. Pesan yang gagal dapat dikirim ulang."
        aksi={
          bolehUlang ? (
            <Button
              variant="contained"
              startIcon={<SendIcon />}
              disabled={dipilih.size === 0 || kirimUlang.isPending}
              onClick={kirim}
            >
              Kirim ulang{dipilih.size ? ` (${dipilih.size})` : ''}
            </Button>
          ) : null
        }
      />
      {(ringkasan.data?.mitra ?? []).map((m) => (
        <Box key={m.mitra} sx={{ mb: 2 }}>
          <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
            {m.label}
          </Typography>
          {m.keterangan ? (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {m.keterangan}
            </Alert>
          ) : null}
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 4 }}>
              <StatCard label="Terkirim" nilai={m.terkirim} ikon={<CheckCircleIcon />} warna="success" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <StatCard label="Menunggu" nilai={m.menunggu} ikon={<HourglassTopIcon />} warna="warning" />
            </Grid>
            <Grid size={{ xs: 12, sm: 4 }}>
              <StatCard label="Gagal" nilai={m.gagal} ikon={<ErrorIcon />} warna="error" />
            </Grid>
          </Grid>
        </Box>
      ))}
      <DataTable
        list={list}
        columns={kolom}
        rowKey={(p) => p.uid}
        emptyText="Tidak ada pesan untuk hari dan saringan ini"
        toolbar={
          <>
            <Box sx={{ flex: '0 1 200px' }}>
              <DateInput
                label="Tanggal"
                size="small"
                value={tanggal}
                onChange={(v) => {
                  if (v) saring(setTanggal)(v);
                }}
              />
            </Box>
            <FilterPilih
              label="Mitra"
              semua="Semua mitra"
              value={mitra}
              onChange={saring(setMitra)}
              pilihan={MITRA_OUTBOX.map((m) => ({ value: m, label: LABEL_MITRA_OUTBOX[m] }))}
            />
            <FilterPilih
              label="Status"
              semua="Semua status"
              value={status}
              onChange={saring(setStatus)}
              pilihan={STATUS_OUTBOX.filter((s) => s !== 'MENGIRIM').map((s) => ({
                value: s,
                label: LABEL_STATUS_OUTBOX[s],
              }))}
            />
            <SearchField
              value={list.search}
              onChange={(v) => {
                setDipilih(new Set());
                list.setSearch(v);
              }}
              placeholder="Cari kode booking, nama pasien, No. RM, No. SEP…"
            />
          </>
        }
      />
    </Box>
  );
}
