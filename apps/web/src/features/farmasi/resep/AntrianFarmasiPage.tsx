import CampaignIcon from '@mui/icons-material/Campaign';
import TvIcon from '@mui/icons-material/Tv';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import {
  LABEL_PENJAMIN_KUNJUNGAN,
  LABEL_TAHAP_RESEP,
  type ResepRingkas,
  resepApi,
  TAHAP_RESEP_ANTREAN,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { POLLING_MS, usePagedList } from '../../../api/query.ts';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { DateInput } from '../../../ui/DateInput.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { waktuSingkat } from '../penjualan/format.ts';
import { bolehDipanggil, useAksiResepUi } from './AksiResep.tsx';
import { useBolehKelolaResep, useJumlahTahap } from './resep.api.ts';
import { lamaSejak, ringkasIsi, useSekarang, WARNA_TAHAP } from './resep.format.ts';

const TAB = [...TAHAP_RESEP_ANTREAN, 'RIWAYAT'] as const;
type TabAntrian = (typeof TAB)[number];

const KOSONG: Record<TabAntrian, string> = {
  DIMINTA: 'Tidak ada resep yang menunggu telaah',
  DISIAPKAN: 'Tidak ada resep yang sedang disiapkan',
  SIAP: 'Tidak ada obat yang menunggu diambil',
  RIWAYAT: 'Belum ada resep yang selesai',
};

/** When a finished prescription left the queue. */
function waktuSelesai(r: ResepRingkas): string | null {
  if (r.tahap === 'DISERAHKAN') return r.diserahkan_pada;
  if (r.tahap === 'DIRETUR') return r.diretur_pada;
  return r.updated_at;
}

const LABEL_SELESAI: Partial<Record<ResepRingkas['tahap'], string>> = {
  DISERAHKAN: 'diserahkan',
  DIRETUR: 'diretur',
  DITOLAK: 'ditolak',
};

function LabelTab({ judul, jumlah }: { judul: string; jumlah?: number }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {judul}
      {jumlah === undefined ? null : (
        <Chip
          size="small"
          label={jumlah}
          color={jumlah ? 'primary' : 'default'}
          sx={{ height: 20, minWidth: 28 }}
        />
      )}
    </Box>
  );
}

/**
 * /farmasi/antrian and /antrian-obat: the prescriptions the pharmacy works on, one tab per stage
 * (oldest first, as a queue) and the day's finished ones, refreshed every 20 s. A row opens the
 * prescription; a prescription being prepared or ready can be called from its row.
 */
export default function AntrianFarmasiPage({ halaman }: HalamanProps) {
  const navigate = useNavigate();
  const lokasi = useLocation();
  const [cari, setCari] = useSearchParams();
  const tab: TabAntrian = TAB.find((t) => t === cari.get('tahap')) ?? 'DIMINTA';
  const hariIni = toJakartaIsoDate(new Date());
  const [tanggal, setTanggal] = useState<string | undefined>(hariIni);
  const kelola = useBolehKelolaResep();
  const aksi = useAksiResepUi();
  const sekarang = useSekarang(30_000);
  const riwayat = tab === 'RIWAYAT';
  const list = usePagedList(
    riwayat ? resepApi.riwayat : resepApi.antrean,
    { tahap: riwayat ? undefined : tab, tanggal },
    { polling: true },
  );
  const jumlah = {
    DIMINTA: useJumlahTahap('DIMINTA', tanggal),
    DISIAPKAN: useJumlahTahap('DISIAPKAN', tanggal),
    SIAP: useJumlahTahap('SIAP', tanggal),
  };

  const pilihTab = (t: TabAntrian) => {
    setCari(t === 'DIMINTA' ? {} : { tahap: t }, { replace: true });
    list.setPage(0);
  };
  const buka = (r: ResepRingkas) =>
    navigate(`/detailpesanobat/${r.uid}`, { state: { kembali: `${lokasi.pathname}${lokasi.search}` } });

  const kolom: DataTableColumn<ResepRingkas>[] = [
    {
      key: 'antrian',
      header: 'No. Antrian',
      render: (r) => (
        <Box>
          <Typography sx={{ fontSize: 22, fontWeight: 800, fontFamily: 'monospace', lineHeight: 1.15 }}>
            {r.nomor_antrian ?? '–'}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}
          >
            {r.nomor}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'pasien',
      header: 'Pasien / Penjamin',
      render: (r) => (
        <Box>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {r.pasien.nama}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            No. RM {r.pasien.no_rm} · {LABEL_PENJAMIN_KUNJUNGAN[r.penjamin]}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'poli',
      header: 'Poli / Dokter',
      render: (r) => (
        <Box>
          <Typography variant="body2">{r.poli.nama}</Typography>
          <Typography variant="caption" color="text.secondary">
            {r.dokter?.nama ?? '–'}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'isi',
      header: 'Obat',
      render: (r) => <Box sx={{ whiteSpace: 'nowrap' }}>{ringkasIsi(r.jumlah_obat, r.jumlah_racikan)}</Box>,
    },
    {
      key: 'masuk',
      header: riwayat ? 'Masuk / Selesai' : 'Masuk',
      render: (r) => {
        const selesai = riwayat ? waktuSelesai(r) : null;
        return (
          <Box sx={{ whiteSpace: 'nowrap' }}>
            <Typography variant="body2">{waktuSingkat(r.created_at, hariIni)}</Typography>
            <Typography variant="caption" color="text.secondary">
              {riwayat
                ? `${LABEL_SELESAI[r.tahap] ?? 'selesai'} ${waktuSingkat(selesai, hariIni)}`
                : `menunggu ${lamaSejak(r.created_at, sekarang)}`}
            </Typography>
          </Box>
        );
      },
    },
  ];
  // On a stage's tab the tab names the stage; the history mixes three.
  if (riwayat)
    kolom.push({
      key: 'tahap',
      header: 'Tahap',
      render: (r) => <Chip size="small" color={WARNA_TAHAP[r.tahap]} label={LABEL_TAHAP_RESEP[r.tahap]} />,
    });
  if (kelola && (tab === 'DISIAPKAN' || tab === 'SIAP'))
    kolom.push({
      key: 'aksi',
      header: 'Aksi',
      align: 'center',
      render: (r) =>
        bolehDipanggil(r) ? (
          <Tooltip
            title={r.dipanggil_kali ? `Panggil ulang (sudah ${r.dipanggil_kali}×)` : 'Panggil ke loket'}
          >
            <IconButton
              color="primary"
              aria-label={`Panggil ${r.nomor_antrian ?? r.nomor}`}
              disabled={aksi.sibuk}
              onClick={(e) => {
                e.stopPropagation();
                void aksi.panggil(r);
              }}
            >
              <CampaignIcon />
            </IconButton>
          </Tooltip>
        ) : null,
    });

  return (
    <>
      <HalamanJudul
        judul={halaman.title}
        keterangan={`Resep dari poli per tahap, terlama di atas; diperbarui otomatis setiap ${POLLING_MS / 1000} detik.`}
        aksi={
          <Button
            variant="outlined"
            startIcon={<TvIcon />}
            href="/farmasi/display-antrian"
            target="_blank"
            rel="noopener"
          >
            Layar Antrian
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(_, v: TabAntrian) => pilihTab(v)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        aria-label="Tahap resep"
      >
        {TAB.map((t) => (
          <Tab
            key={t}
            value={t}
            label={
              t === 'RIWAYAT' ? (
                <LabelTab judul="Riwayat" />
              ) : (
                <LabelTab judul={LABEL_TAHAP_RESEP[t]} jumlah={jumlah[t]} />
              )
            }
          />
        ))}
      </Tabs>
      <DataTable
        list={list}
        rowKey={(r) => r.uid}
        onRowClick={buka}
        emptyText={tanggal === hariIni ? `${KOSONG[tab]} hari ini` : KOSONG[tab]}
        toolbar={
          <>
            <SearchField
              value={list.search}
              onChange={list.setSearch}
              placeholder="Cari nama pasien, No. RM, No. resep"
              sx={{ flex: '1 1 260px', maxWidth: { sm: 360 } }}
            />
            <Box sx={{ flex: '0 1 220px' }}>
              <DateInput
                label="Tanggal resep"
                size="small"
                value={tanggal}
                onChange={(v) => {
                  setTanggal(v);
                  list.setPage(0);
                }}
              />
            </Box>
          </>
        }
        columns={kolom}
      />
      {aksi.dialog}
    </>
  );
}
