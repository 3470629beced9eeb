import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  type BedMaster,
  bedApi,
  JENIS_RUANGAN,
  type JenisRuangan,
  type KamarMaster,
  KELAS_RANAP,
  type KelasRanap,
  LABEL_JENIS_RUANGAN,
  LABEL_KELAS_RANAP,
  LABEL_STATUS_BED,
  type RuanganMaster,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { queryClient } from '../../../api/query.ts';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { StatusChip } from '../../../ui/StatusChip.tsx';
import { WARNA_STATUS_BED } from './warna.ts';

const segarkan = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: [bedApi.daftarRuangan.path] }),
    queryClient.invalidateQueries({ queryKey: [bedApi.papan.path] }),
  ]);

/** A small form dialog: fields are plain text/select inputs, the server's message shows on error. */
type Bidang = { nama: string; label: string; pilihan?: { value: string; label: string }[]; wajib?: boolean };
type Dialogku = {
  judul: string;
  bidang: Bidang[];
  awal: Record<string, string>;
  simpan: (v: Record<string, string>) => Promise<unknown>;
  pesan: string;
};

function FormDialog({ d, onClose }: { d: Dialogku | null; onClose: () => void }) {
  const toast = useToast();
  const [nilai, setNilai] = useState<Record<string, string>>({});
  const [galat, setGalat] = useState<string | null>(null);
  const m = useMutation({
    mutationFn: () => (d ? d.simpan({ ...d.awal, ...nilai }) : Promise.resolve()),
    onSuccess: async () => {
      toast.success(d?.pesan ?? 'Tersimpan');
      await segarkan();
      tutup();
    },
    onError: (e) => setGalat(pesanError(e)),
  });
  const tutup = () => {
    setNilai({});
    setGalat(null);
    onClose();
  };
  if (!d) return null;
  const v = { ...d.awal, ...nilai };
  return (
    <Dialog open onClose={tutup} fullWidth maxWidth="xs">
      <DialogTitle>{d.judul}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        {d.bidang.map((b) => (
          <TextField
            key={b.nama}
            label={b.label}
            required={b.wajib}
            select={Boolean(b.pilihan)}
            size="small"
            value={v[b.nama] ?? ''}
            onChange={(e) => setNilai((n) => ({ ...n, [b.nama]: e.target.value }))}
          >
            {b.pilihan?.map((p) => (
              <MenuItem key={p.value} value={p.value}>
                {p.label}
              </MenuItem>
            ))}
          </TextField>
        ))}
        {galat ? <Alert severity="error">{galat}</Alert> : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={tutup}>Batal</Button>
        <Button variant="contained" disabled={m.isPending} onClick={() => m.mutate()}>
          Simpan
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const PILIHAN_JENIS = JENIS_RUANGAN.map((j) => ({ value: j, label: LABEL_JENIS_RUANGAN[j] }));
const PILIHAN_KELAS = KELAS_RANAP.map((k) => ({ value: k, label: LABEL_KELAS_RANAP[k] }));
const PILIHAN_JK = [
  { value: '', label: 'Campur (laki-laki dan perempuan)' },
  { value: 'L', label: 'Khusus laki-laki' },
  { value: 'P', label: 'Khusus perempuan' },
];

function dialogRuangan(r: RuanganMaster | null): Dialogku {
  return {
    judul: r ? `Ubah Ruangan ${r.nama}` : 'Tambah Ruangan',
    bidang: [
      { nama: 'kode', label: 'Kode', wajib: true },
      { nama: 'nama', label: 'Nama ruangan', wajib: true },
      { nama: 'jenis', label: 'Jenis', pilihan: PILIHAN_JENIS, wajib: true },
      { nama: 'kelas', label: 'Kelas', pilihan: PILIHAN_KELAS, wajib: true },
      { nama: 'lantai', label: 'Lantai' },
      { nama: 'keterangan', label: 'Keterangan' },
    ],
    awal: {
      kode: r?.kode ?? '',
      nama: r?.nama ?? '',
      jenis: r?.jenis ?? 'BANGSAL',
      kelas: r?.kelas ?? 'KELAS_3',
      lantai: r?.lantai ?? '',
      keterangan: r?.keterangan ?? '',
    },
    pesan: r ? 'Ruangan diperbarui' : 'Ruangan ditambahkan',
    simpan: (v) => {
      const body = {
        kode: v.kode ?? '',
        nama: v.nama ?? '',
        jenis: v.jenis as JenisRuangan,
        kelas: v.kelas as KelasRanap,
        lantai: v.lantai,
        keterangan: v.keterangan,
      };
      return r
        ? panggil(bedApi.ubahRuangan, { params: { uid: r.uid }, body })
        : panggil(bedApi.buatRuangan, { body });
    },
  };
}

function dialogKamar(ruanganUid: string, k: KamarMaster | null): Dialogku {
  return {
    judul: k ? `Ubah Kamar ${k.no_kamar}` : 'Tambah Kamar',
    bidang: [
      { nama: 'no_kamar', label: 'Nomor kamar', wajib: true },
      { nama: 'jenis_kelamin', label: 'Khusus', pilihan: PILIHAN_JK },
    ],
    awal: { no_kamar: k?.no_kamar ?? '', jenis_kelamin: k?.jenis_kelamin ?? '' },
    pesan: k ? 'Kamar diperbarui' : 'Kamar ditambahkan',
    simpan: (v) => {
      const body = {
        no_kamar: v.no_kamar ?? '',
        jenis_kelamin: (v.jenis_kelamin || null) as 'L' | 'P' | null,
      };
      return k
        ? panggil(bedApi.ubahKamar, { params: { uid: k.uid }, body })
        : panggil(bedApi.buatKamar, { body: { ...body, ruangan_uid: ruanganUid } });
    },
  };
}

function dialogBed(kamars: KamarMaster[], kamarUid: string, b: BedMaster | null): Dialogku {
  return {
    judul: b ? `Ubah Bed ${b.no_bed}` : 'Tambah Bed',
    bidang: [
      { nama: 'no_bed', label: 'Nomor bed', wajib: true },
      {
        nama: 'kamar_uid',
        label: 'Kamar',
        pilihan: kamars.map((k) => ({ value: k.uid, label: k.no_kamar })),
      },
    ],
    awal: { no_bed: b?.no_bed ?? '', kamar_uid: kamarUid },
    pesan: b ? 'Bed diperbarui' : 'Bed ditambahkan',
    simpan: (v) => {
      const body = { no_bed: v.no_bed ?? '', kamar_uid: v.kamar_uid ?? kamarUid };
      return b
        ? panggil(bedApi.ubahBed, { params: { uid: b.uid }, body })
        : panggil(bedApi.buatBed, { body });
    },
  };
}

/** "Ruangan & Bed": wards with their rooms and beds; add, edit, (de)activate. */
export function MasterBed() {
  const toast = useToast();
  const daftar = useQuery(kueri(bedApi.daftarRuangan));
  const [dialog, setDialog] = useState<Dialogku | null>(null);
  const ubahAktif = useMutation({
    mutationFn: (f: () => Promise<unknown>) => f(),
    onSuccess: () => segarkan(),
    onError: (e) => toast.error(pesanError(e)),
  });
  if (daftar.isPending) return <Skeleton variant="rounded" height={200} />;
  if (daftar.isError) return <GagalMuat error={daftar.error} onRetry={() => daftar.refetch()} />;
  return (
    <Box>
      <Box sx={{ display: 'flex', mb: 2, gap: 1, alignItems: 'center' }}>
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          Bed yang terisi atau dipesan tidak dapat dinonaktifkan atau dipindah ke kamar lain.
        </Typography>
        <Button variant="contained" onClick={() => setDialog(dialogRuangan(null))}>
          Tambah Ruangan
        </Button>
      </Box>
      {daftar.data.data.map((r) => {
        const nBed = r.kamar.reduce((n, k) => n + k.bed.filter((b) => b.aktif).length, 0);
        return (
          <Accordion key={r.uid} disableGutters variant="outlined">
            <AccordionSummary>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', width: '100%' }}>
                <Typography sx={{ fontWeight: 700, minWidth: 60, fontFamily: 'monospace' }}>
                  {r.kode}
                </Typography>
                <Typography sx={{ fontWeight: 600 }}>{r.nama}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {LABEL_JENIS_RUANGAN[r.jenis]} · {LABEL_KELAS_RANAP[r.kelas]}
                  {r.lantai ? ` · ${r.lantai}` : ''} · {r.kamar.length} kamar · {nBed} bed aktif
                </Typography>
                <Box sx={{ flex: 1 }} />
                <StatusChip status={r.status} />
              </Box>
            </AccordionSummary>
            <AccordionDetails>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1.5 }}>
                <Button size="small" onClick={() => setDialog(dialogRuangan(r))}>
                  Ubah ruangan
                </Button>
                <Button size="small" onClick={() => setDialog(dialogKamar(r.uid, null))}>
                  Tambah kamar
                </Button>
                <Button
                  size="small"
                  color={r.status === 'AKTIF' ? 'error' : 'success'}
                  onClick={() =>
                    ubahAktif.mutate(() =>
                      panggil(bedApi.statusRuangan, {
                        params: { uid: r.uid },
                        body: { status: r.status === 'AKTIF' ? 'NONAKTIF' : 'AKTIF' },
                      }),
                    )
                  }
                >
                  {r.status === 'AKTIF' ? 'Nonaktifkan ruangan' : 'Aktifkan ruangan'}
                </Button>
              </Box>
              {r.kamar.length === 0 ? (
                <Typography variant="body2" color="text.secondary">
                  Belum ada kamar.
                </Typography>
              ) : null}
              {r.kamar.map((k) => (
                <Box
                  key={k.uid}
                  sx={{
                    border: '1px solid',
                    borderColor: 'divider',
                    borderRadius: 1,
                    p: 1,
                    mb: 1,
                    opacity: k.aktif ? 1 : 0.6,
                  }}
                >
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                    <Typography sx={{ fontWeight: 600 }}>Kamar {k.no_kamar}</Typography>
                    {k.jenis_kelamin ? (
                      <Chip size="small" label={k.jenis_kelamin === 'L' ? 'Laki-laki' : 'Perempuan'} />
                    ) : null}
                    <Box sx={{ flex: 1 }} />
                    <Button size="small" onClick={() => setDialog(dialogKamar(r.uid, k))}>
                      Ubah
                    </Button>
                    <Button size="small" onClick={() => setDialog(dialogBed(r.kamar, k.uid, null))}>
                      Tambah bed
                    </Button>
                    <Tooltip title={k.aktif ? 'Nonaktifkan kamar' : 'Aktifkan kamar'}>
                      <Switch
                        size="small"
                        checked={k.aktif}
                        slotProps={{ input: { 'aria-label': `Kamar ${k.no_kamar} aktif` } }}
                        onChange={(e) =>
                          ubahAktif.mutate(() =>
                            panggil(bedApi.aktifKamar, {
                              params: { uid: k.uid },
                              body: { aktif: e.target.checked },
                            }),
                          )
                        }
                      />
                    </Tooltip>
                  </Box>
                  <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                    {k.bed.map((b) => (
                      <Box
                        key={b.uid}
                        sx={{
                          display: 'flex',
                          alignItems: 'center',
                          gap: 0.5,
                          pl: 1,
                          borderRadius: 1,
                          border: `1px solid ${WARNA_STATUS_BED[b.status].border}`,
                          bgcolor: b.aktif ? WARNA_STATUS_BED[b.status].bg : 'action.disabledBackground',
                          color: b.aktif ? WARNA_STATUS_BED[b.status].teks : 'text.disabled',
                        }}
                      >
                        <Button
                          size="small"
                          color="inherit"
                          sx={{ minWidth: 0, fontWeight: 700 }}
                          onClick={() => setDialog(dialogBed(r.kamar, k.uid, b))}
                        >
                          {b.no_bed}
                        </Button>
                        <Typography variant="caption">
                          {b.aktif ? LABEL_STATUS_BED[b.status] : 'Nonaktif'}
                        </Typography>
                        <Switch
                          size="small"
                          checked={b.aktif}
                          slotProps={{ input: { 'aria-label': `Bed ${k.no_kamar} ${b.no_bed} aktif` } }}
                          onChange={(e) =>
                            ubahAktif.mutate(() =>
                              panggil(bedApi.aktifBed, {
                                params: { uid: b.uid },
                                body: { aktif: e.target.checked },
                              }),
                            )
                          }
                        />
                      </Box>
                    ))}
                  </Box>
                </Box>
              ))}
            </AccordionDetails>
          </Accordion>
        );
      })}
      <FormDialog d={dialog} onClose={() => setDialog(null)} />
    </Box>
  );
}
