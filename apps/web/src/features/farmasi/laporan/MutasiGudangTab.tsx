import Typography from '@mui/material/Typography';
import { formatAngka, formatRupiah, type Jawaban, laporanFarmasiApi } from '@rawat/domain';
import { urlKontrak } from '../../../api/kontrak.ts';
import { usePagedList } from '../../../api/query.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { RentangLaporan, useRentang } from './RentangLaporan.tsx';

/** /laporan-obat/mutasi_stock_gudang: opening, in, out and closing per product (the warehouse by default). */
export function MutasiGudangTab() {
  const r = useRentang();
  const list = usePagedList(laporanFarmasiApi.mutasiGudang, {
    dari: r.dari,
    sampai: r.sampai,
    lokasi_uid: r.lokasiUid || undefined,
  });
  const angka = (n: number) => formatAngka(n);
  // The report's envelope carries the location it covers (PagedList types only the list part).
  const lokasi = (list.jawaban as Jawaban<typeof laporanFarmasiApi.mutasiGudang> | undefined)?.lokasi;
  return (
    <DataTable
      list={list}
      rowKey={(b) => b.produk.uid}
      emptyText="Tidak ada stok atau mutasi pada rentang ini"
      toolbar={
        <>
          <SearchField
            value={list.search}
            onChange={list.setSearch}
            placeholder="Cari produk"
            sx={{ flex: '1 1 200px' }}
          />
          <RentangLaporan
            r={r}
            unduh={(q) =>
              urlKontrak(laporanFarmasiApi.mutasiGudang, {
                query: { ...q, search: list.search || undefined },
              })
            }
            semuaLokasi="Gudang utama"
            onUbah={() => list.setPage(0)}
          />
          {/* Which location the rows are for: the warehouse unless another was chosen. */}
          {lokasi ? (
            <Typography variant="body2" color="text.secondary" sx={{ width: '100%' }}>
              Lokasi: <strong>{lokasi.nama}</strong>
            </Typography>
          ) : null}
        </>
      }
      columns={[
        {
          key: 'produk',
          header: 'Produk',
          render: (b) => (
            <>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {b.produk.nama}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {b.produk.kode} · {b.produk.satuan_dasar}
              </Typography>
            </>
          ),
        },
        { key: 'awal', header: 'Stok Awal', align: 'right', render: (b) => angka(b.awal) },
        { key: 'masuk', header: 'Masuk', align: 'right', render: (b) => angka(b.masuk) },
        { key: 'keluar', header: 'Keluar', align: 'right', render: (b) => angka(b.keluar) },
        {
          key: 'akhir',
          header: 'Stok Akhir',
          align: 'right',
          render: (b) => <strong>{angka(b.akhir)}</strong>,
        },
        { key: 'nilai', header: 'Nilai Akhir', align: 'right', render: (b) => formatRupiah(b.nilai_akhir) },
      ]}
    />
  );
}
