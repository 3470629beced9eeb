import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import {
  formatAngka,
  formatJam,
  formatRupiah,
  formatTanggalPendek,
  JENIS_LOG_OBAT,
  LABEL_JENIS_MUTASI_STOK,
  laporanFarmasiApi,
} from '@rawat/domain';
import { useState } from 'react';
import { urlKontrak } from '../../../api/kontrak.ts';
import { usePagedList } from '../../../api/query.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { RentangLaporan, useRentang } from './RentangLaporan.tsx';

type Jenis = (typeof JENIS_LOG_OBAT)[number];

/** /log-obat: every medicine issued to a patient (prescription) or a walk-in buyer, from the ledger. */
export default function LogObatPage() {
  const r = useRentang();
  const [jenis, setJenis] = useState<Jenis | ''>('');
  const list = usePagedList(laporanFarmasiApi.logObat, {
    dari: r.dari,
    sampai: r.sampai,
    lokasi_uid: r.lokasiUid || undefined,
    jenis: jenis || undefined,
  });
  return (
    <Box>
      <HalamanJudul
        judul="Log Pengeluaran Obat"
        keterangan="Obat yang keluar untuk resep pasien dan penjualan mandiri, per batch."
      />
      <DataTable
        list={list}
        rowKey={(m) => m.uid}
        emptyText="Belum ada obat keluar pada rentang ini"
        toolbar={
          <>
            <SearchField
              value={list.search}
              onChange={list.setSearch}
              placeholder="Cari obat atau nomor"
              sx={{ flex: '1 1 200px' }}
            />
            <FilterPilih
              label="Jenis"
              semua="Semua pengeluaran"
              value={jenis}
              onChange={(v) => {
                setJenis(v);
                list.setPage(0);
              }}
              pilihan={JENIS_LOG_OBAT.map((j) => ({ value: j, label: LABEL_JENIS_MUTASI_STOK[j] }))}
            />
            <RentangLaporan
              r={r}
              unduh={(q) =>
                urlKontrak(laporanFarmasiApi.logObat, {
                  query: { ...q, jenis: jenis || undefined, search: list.search || undefined },
                })
              }
              onUbah={() => list.setPage(0)}
            />
          </>
        }
        columns={[
          {
            key: 'waktu',
            header: 'Waktu',
            render: (m) => `${formatTanggalPendek(m.waktu)} ${formatJam(m.waktu)}`,
          },
          { key: 'jenis', header: 'Jenis', render: (m) => LABEL_JENIS_MUTASI_STOK[m.jenis] },
          { key: 'nomor', header: 'No. Dokumen', render: (m) => m.nomor_dokumen ?? '–' },
          { key: 'lokasi', header: 'Lokasi', render: (m) => m.lokasi.nama },
          {
            key: 'obat',
            header: 'Obat',
            render: (m) => (
              <>
                <Typography variant="body2">{m.produk.nama}</Typography>
                <Typography variant="caption" color="text.secondary">
                  Batch {m.batch}
                </Typography>
              </>
            ),
          },
          {
            key: 'jumlah',
            header: 'Jumlah',
            align: 'right',
            render: (m) => `${formatAngka(-m.jumlah)} ${m.produk.satuan_dasar}`,
          },
          {
            key: 'nilai',
            header: 'Nilai',
            align: 'right',
            render: (m) => formatRupiah(-m.jumlah * m.harga_satuan),
          },
          { key: 'oleh', header: 'Petugas', render: (m) => m.oleh ?? '–' },
        ]}
      />
    </Box>
  );
}
