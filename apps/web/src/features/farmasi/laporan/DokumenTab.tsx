import {
  type BarisLaporanDokumen,
  formatAngka,
  formatRupiah,
  type JenisLaporanDokumen,
  LABEL_STATUS_DOKUMEN_STOK,
  LABEL_STATUS_OPNAME,
  laporanFarmasiApi,
} from '@rawat/domain';
import { urlKontrak } from '../../../api/kontrak.ts';
import { usePagedList } from '../../../api/query.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { tglPendek } from '../persediaan/format.ts';
import { RentangLaporan, useRentang } from './RentangLaporan.tsx';

/** The stored status in words ('DIPESAN' → 'Dipesan'; an opname's 'DRAFT' → its own label). */
function labelStatus(jenis: JenisLaporanDokumen, status: string): string {
  const label: Record<string, string> = jenis === 'SO' ? LABEL_STATUS_OPNAME : LABEL_STATUS_DOKUMEN_STOK;
  return label[status] ?? status;
}

/** /laporan-obat/po, /gr, /so: the documents of one kind in a date range. */
export function DokumenTab({ jenis }: { jenis: JenisLaporanDokumen }) {
  const r = useRentang();
  const list = usePagedList(laporanFarmasiApi.dokumen, {
    jenis,
    dari: r.dari,
    sampai: r.sampai,
    lokasi_uid: r.lokasiUid || undefined,
  });
  return (
    <DataTable
      list={list}
      rowKey={(d) => d.uid}
      emptyText="Tidak ada dokumen pada rentang ini"
      toolbar={
        <>
          <SearchField
            value={list.search}
            onChange={list.setSearch}
            placeholder={jenis === 'SO' ? 'Cari nomor' : 'Cari nomor atau supplier'}
            sx={{ flex: '1 1 200px' }}
          />
          <RentangLaporan
            r={r}
            unduh={(q) =>
              urlKontrak(laporanFarmasiApi.dokumen, {
                query: { ...q, jenis, search: list.search || undefined },
              })
            }
            onUbah={() => list.setPage(0)}
          />
        </>
      }
      columns={[
        { key: 'nomor', header: 'No. Dokumen', render: (d) => d.nomor },
        { key: 'tanggal', header: 'Tanggal', render: (d) => tglPendek(d.tanggal) },
        { key: 'lokasi', header: 'Lokasi', render: (d) => d.lokasi },
        ...(jenis === 'SO'
          ? []
          : [
              { key: 'supplier', header: 'Supplier', render: (d: BarisLaporanDokumen) => d.supplier ?? '–' },
              ...(jenis === 'GR'
                ? [
                    {
                      key: 'faktur',
                      header: 'No. Faktur',
                      render: (d: BarisLaporanDokumen) => d.no_faktur ?? '–',
                    },
                  ]
                : []),
            ]),
        { key: 'status', header: 'Status', render: (d) => labelStatus(jenis, d.status) },
        { key: 'item', header: 'Item', align: 'right', render: (d) => formatAngka(d.jumlah_item) },
        {
          key: 'unit',
          header: jenis === 'SO' ? 'Selisih (unit)' : 'Jumlah (unit)',
          align: 'right',
          render: (d) => formatAngka(d.jumlah_unit),
        },
        {
          key: 'total',
          header: jenis === 'SO' ? 'Nilai Selisih' : 'Total',
          align: 'right',
          render: (d) => formatRupiah(d.total),
        },
      ]}
    />
  );
}
