import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  type BedPapan,
  bedApi,
  can,
  formatTanggalJam,
  type HitungBed,
  hitungUmur,
  IZIN_STATUS_BED,
  KELAS_RANAP,
  type KelasRanap,
  LABEL_AKSI_STATUS_BED,
  LABEL_JENIS_RUANGAN,
  LABEL_KELAS_RANAP,
  LABEL_PENJAMIN_KUNJUNGAN,
  LABEL_STATUS_BED,
  PINDAH_STATUS_BED_MANUAL,
  type RuanganPapan,
  STATUS_BED,
  type StatusBed,
} from '@rawat/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { memo, useCallback, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { kueri, panggil } from '../../../api/kontrak.ts';
import { POLLING_MS, queryClient } from '../../../api/query.ts';
import { useSession } from '../../../shell/session.tsx';
import { pesanError, useToast } from '../../../shell/toast.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { GagalMuat } from '../../../ui/GagalMuat.tsx';
import { WARNA_STATUS_BED } from './warna.ts';

const umurSingkat = (lahir: string | null) => {
  if (!lahir) return '';
  try {
    const u = hitungUmur(lahir);
    return u.tahun > 0 ? `${u.tahun} th` : u.bulan > 0 ? `${u.bulan} bln` : `${u.hari} hr`;
  } catch {
    return '';
  }
};

/** The counts of one class or ward: free beds large, the rest as small coloured numbers. */
function RingkasHitung({ judul, h }: { judul: string; h: HitungBed }) {
  return (
    <Card variant="outlined" sx={{ px: 1.5, py: 1, minWidth: 150 }} data-testid="rekap-kelas">
      <Typography variant="caption" color="text.secondary" sx={{ fontWeight: 600 }}>
        {judul}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 0.5 }}>
        <Typography variant="h6" sx={{ color: WARNA_STATUS_BED.KOSONG.border, fontWeight: 700 }}>
          {h.kosong}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          kosong dari {h.kapasitas}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        {h.terisi} terisi · {h.dipesan} dipesan · {h.dibersihkan} dibersihkan · {h.rusak} rusak
      </Typography>
    </Card>
  );
}

function Legenda() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      {STATUS_BED.map((s) => (
        <Box key={s} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Box
            sx={{
              width: 14,
              height: 14,
              borderRadius: 0.5,
              bgcolor: WARNA_STATUS_BED[s].bg,
              border: `2px solid ${WARNA_STATUS_BED[s].border}`,
            }}
          />
          <Typography variant="caption">{LABEL_STATUS_BED[s]}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The tiles' look, once for the whole board: 500 tiles as plain elements with class names cost the
 * browser far less than 500 × six styled MUI components (bench/papan-bed.mjs).
 */
const GAYA_PAPAN = {
  '& .kamar': {
    border: '1px dashed',
    borderColor: 'divider',
    borderRadius: 1,
    p: 1,
  },
  '& .kamar-judul': { fontSize: 12, fontWeight: 600, color: 'text.secondary', mb: 0.5 },
  '& .kamar-isi': { display: 'flex', flexWrap: 'wrap', gap: 1 },
  '& .tile': {
    all: 'unset',
    boxSizing: 'border-box',
    cursor: 'pointer',
    width: 168,
    minHeight: 92,
    p: 1,
    borderRadius: 1,
    borderLeft: '5px solid',
    boxShadow: '0 0 0 1px rgba(0,0,0,0.08)',
    display: 'flex',
    flexDirection: 'column',
    gap: '2px',
    fontSize: 12,
    lineHeight: 1.35,
  },
  '& .tile span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .tile-kepala': { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 0.5 },
  '& .tile-no': { fontSize: 14, fontWeight: 700 },
  '& .tile-hari': { fontWeight: 600 },
  '& .tile-nama': { fontSize: 13, fontWeight: 600 },
  '& .tile-redup': { opacity: 0.85 },
  ...Object.fromEntries(
    STATUS_BED.map((st) => [
      `& .tile[data-status="${st}"]`,
      {
        bgcolor: WARNA_STATUS_BED[st].bg,
        color: WARNA_STATUS_BED[st].teks,
        borderLeftColor: WARNA_STATUS_BED[st].border,
        '&:hover, &:focus-visible': { boxShadow: `0 0 0 2px ${WARNA_STATUS_BED[st].border}` },
      },
    ]),
  ),
} as const;

/** One bed: its number and status; an occupied one shows the patient at a glance. */
const TileBed = memo(function TileBed({
  bed,
  noKamar,
  onPilih,
}: {
  bed: BedPapan;
  noKamar: string;
  onPilih: (b: BedPapan, noKamar: string) => void;
}) {
  const p = bed.penghuni;
  return (
    <button
      type="button"
      className="tile"
      onClick={() => onPilih(bed, noKamar)}
      data-testid="tile-bed"
      data-status={bed.status}
      aria-label={`Bed ${noKamar} ${bed.no_bed}: ${LABEL_STATUS_BED[bed.status]}${p ? `, ${p.nama}` : ''}`}
    >
      <span className="tile-kepala">
        <span className="tile-no">Bed {bed.no_bed}</span>
        <span className="tile-hari">{p ? `Hari ke-${p.hari_ke}` : LABEL_STATUS_BED[bed.status]}</span>
      </span>
      {p ? (
        <>
          <span className="tile-nama">{p.nama}</span>
          <span>
            {p.no_rm} · {umurSingkat(p.tanggal_lahir)}
            {p.jenis_kelamin ? ` · ${p.jenis_kelamin}` : ''}
          </span>
          <span className="tile-redup">{p.dpjp ?? 'DPJP belum ada'}</span>
          <span className="tile-redup">{LABEL_PENJAMIN_KUNJUNGAN[p.penjamin]}</span>
        </>
      ) : (
        <span className="tile-redup">sejak {formatTanggalJam(bed.status_sejak)}</span>
      )}
    </button>
  );
});

const KartuRuangan = memo(function KartuRuangan({
  r,
  onPilih,
}: {
  r: RuanganPapan;
  onPilih: (b: BedPapan, noKamar: string) => void;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="ruangan-papan">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 1, mb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ fontSize: 17 }}>
          {r.nama}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {r.jenis === 'BANGSAL' ? LABEL_KELAS_RANAP[r.kelas] : LABEL_JENIS_RUANGAN[r.jenis]}
          {r.lantai ? ` · ${r.lantai}` : ''}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <Chip
          size="small"
          label={`${r.hitung.kosong} kosong / ${r.hitung.kapasitas} bed`}
          sx={{ bgcolor: WARNA_STATUS_BED.KOSONG.bg, color: WARNA_STATUS_BED.KOSONG.teks, fontWeight: 600 }}
        />
      </Box>
      <div className="kamar-isi">
        {r.kamar.map((k) => (
          <div key={k.uid} className="kamar">
            <div className="kamar-judul">
              Kamar {k.no_kamar}
              {k.jenis_kelamin ? ` · ${k.jenis_kelamin === 'L' ? 'Laki-laki' : 'Perempuan'}` : ''}
            </div>
            <div className="kamar-isi">
              {k.bed.map((b) => (
                <TileBed key={b.uid} bed={b} noKamar={k.no_kamar} onPilih={onPilih} />
              ))}
            </div>
          </div>
        ))}
      </div>
    </Paper>
  );
});

/** A bed's dialog: its patient or status, the manual moves allowed from it, and its history. */
function DialogBed({
  pilih,
  onClose,
}: {
  pilih: { bed: BedPapan; noKamar: string } | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const { user } = useSession();
  const bolehUbah = can(user?.role, IZIN_STATUS_BED);
  const [alasan, setAlasan] = useState('');
  const [galat, setGalat] = useState<string | null>(null);
  const bed = pilih?.bed;
  const riwayat = useQuery({
    ...kueri(bedApi.riwayatBed, { params: { uid: bed?.uid ?? '' } }),
    enabled: Boolean(bed),
  });
  const ubah = useMutation({
    mutationFn: (status: StatusBed) =>
      panggil(bedApi.statusBed, { params: { uid: bed?.uid ?? '' }, body: { status, alasan } }),
    onSuccess: async (_r, status) => {
      toast.success(`Bed ${pilih?.noKamar} ${bed?.no_bed}: ${LABEL_STATUS_BED[status]}`);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [bedApi.papan.path] }),
        queryClient.invalidateQueries({ queryKey: [bedApi.riwayatBed.path] }),
      ]);
      tutup();
    },
    onError: (e) => setGalat(pesanError(e)),
  });
  const tutup = () => {
    setAlasan('');
    setGalat(null);
    onClose();
  };
  if (!bed || !pilih) return null;
  const aksi = PINDAH_STATUS_BED_MANUAL[bed.status];
  const p = bed.penghuni;
  return (
    <Dialog open onClose={tutup} fullWidth maxWidth="sm">
      <DialogTitle>
        Kamar {pilih.noKamar} · Bed {bed.no_bed}{' '}
        <Chip
          size="small"
          label={LABEL_STATUS_BED[bed.status]}
          sx={{
            ml: 1,
            bgcolor: WARNA_STATUS_BED[bed.status].bg,
            color: WARNA_STATUS_BED[bed.status].teks,
            border: `1px solid ${WARNA_STATUS_BED[bed.status].border}`,
          }}
        />
      </DialogTitle>
      <DialogContent dividers>
        {p ? (
          <Box sx={{ mb: 2 }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
              {p.nama}
            </Typography>
            <Typography variant="body2">
              No. RM {p.no_rm} · {umurSingkat(p.tanggal_lahir)} · {p.jenis_kelamin ?? '-'} ·{' '}
              {LABEL_PENJAMIN_KUNJUNGAN[p.penjamin]}
            </Typography>
            <Typography variant="body2">
              DPJP {p.dpjp ?? '-'} · masuk {formatTanggalJam(p.masuk_pada)} · hari ke-{p.hari_ke}
            </Typography>
            <Button
              component={RouterLink}
              to={`/rawat-inap/dashboard-inap/${p.layanan_uid}`}
              size="small"
              sx={{ mt: 0.5, px: 0 }}
            >
              Buka pemeriksaan rawat inap
            </Button>
          </Box>
        ) : null}
        {bolehUbah && aksi.length > 0 ? (
          <Box sx={{ mb: 2 }}>
            {aksi.includes('RUSAK') ? (
              <TextField
                label="Alasan (wajib untuk rusak)"
                value={alasan}
                onChange={(e) => setAlasan(e.target.value)}
                size="small"
                fullWidth
                sx={{ mb: 1 }}
              />
            ) : null}
            <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              {aksi.map((s) => (
                <Button
                  key={s}
                  variant={s === 'KOSONG' ? 'contained' : 'outlined'}
                  color={s === 'RUSAK' ? 'inherit' : s === 'KOSONG' ? 'success' : 'secondary'}
                  disabled={ubah.isPending || (s === 'RUSAK' && !alasan.trim())}
                  onClick={() => {
                    setGalat(null);
                    ubah.mutate(s);
                  }}
                >
                  {LABEL_AKSI_STATUS_BED[s]}
                </Button>
              ))}
            </Box>
          </Box>
        ) : bed.status === 'TERISI' || bed.status === 'DIPESAN' ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Status terisi dan dipesan diatur oleh admisi, pindah kamar dan pemulangan pasien.
          </Alert>
        ) : null}
        {galat ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {galat}
          </Alert>
        ) : null}
        <Typography variant="subtitle2" sx={{ mb: 0.5 }}>
          Riwayat status
        </Typography>
        {riwayat.isPending ? (
          <Skeleton height={60} />
        ) : riwayat.isError ? (
          <GagalMuat error={riwayat.error} onRetry={() => riwayat.refetch()} />
        ) : riwayat.data.data.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Belum ada perubahan status.
          </Typography>
        ) : (
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {riwayat.data.data.map((r) => (
              <li key={r.uid}>
                <Typography variant="body2">
                  {formatTanggalJam(r.created_at)}: {r.status_lama ? LABEL_STATUS_BED[r.status_lama] : '–'} →{' '}
                  <b>{LABEL_STATUS_BED[r.status_baru]}</b>
                  {r.alasan ? ` (${r.alasan})` : ''}
                  {r.oleh ? ` · ${r.oleh}` : ''}
                </Typography>
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={tutup}>Tutup</Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Papan Bed": every ward, room by room, bed tiles coloured by status; refreshed by polling. */
export function PapanBed() {
  const [ruangan, setRuangan] = useState('');
  const [kelas, setKelas] = useState<KelasRanap | ''>('');
  const [pilih, setPilih] = useState<{ bed: BedPapan; noKamar: string } | null>(null);
  const semua = useQuery({ ...kueri(bedApi.papan, { query: {} }), refetchInterval: POLLING_MS });
  const papan = useQuery({
    ...kueri(bedApi.papan, { query: { ruangan_uid: ruangan, kelas } }),
    refetchInterval: POLLING_MS,
    enabled: Boolean(ruangan || kelas),
  });
  const data = ruangan || kelas ? papan.data : semua.data;
  const q = ruangan || kelas ? papan : semua;
  // Stable, so a poll that changes one bed re-renders that ward's tiles only where they changed.
  const onPilih = useCallback((b: BedPapan, noKamar: string) => setPilih({ bed: b, noKamar }), []);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2, alignItems: 'center' }}>
        <FilterPilih
          label="Ruangan"
          value={ruangan}
          onChange={setRuangan}
          semua="Semua ruangan"
          pilihan={(semua.data?.ruangan ?? []).map((r) => ({ value: r.uid, label: r.nama }))}
        />
        <FilterPilih
          label="Kelas"
          value={kelas}
          onChange={setKelas}
          semua="Semua kelas"
          pilihan={KELAS_RANAP.map((k) => ({ value: k, label: LABEL_KELAS_RANAP[k] }))}
        />
        <Box sx={{ flex: 1 }} />
        <Legenda />
      </Box>
      {q.isError ? <GagalMuat error={q.error} onRetry={() => q.refetch()} /> : null}
      {!data ? (
        <Skeleton variant="rounded" height={240} />
      ) : (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            <RingkasHitung judul="Semua ruangan" h={data.total} />
            {data.per_kelas.map((k) => (
              <RingkasHitung key={k.kelas} judul={LABEL_KELAS_RANAP[k.kelas]} h={k} />
            ))}
            {data.per_unit_khusus.map((u) => (
              <RingkasHitung key={u.jenis} judul={LABEL_JENIS_RUANGAN[u.jenis]} h={u} />
            ))}
          </Box>
          {data.ruangan.length === 0 ? (
            <Alert severity="info">Tidak ada ruangan aktif untuk filter ini.</Alert>
          ) : (
            <Box
              sx={{ display: 'flex', flexDirection: 'column', gap: 2, ...GAYA_PAPAN }}
              data-testid="papan-bed"
            >
              {data.ruangan.map((r) => (
                <KartuRuangan key={r.uid} r={r} onPilih={onPilih} />
              ))}
            </Box>
          )}
        </>
      )}
      <DialogBed pilih={pilih} onClose={() => setPilih(null)} />
    </Box>
  );
}
