import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { formatAngka, formatRupiah, lokasiFarmasiApi, persediaanApi, type StokProduk } from '@rawat/domain';
import { useState } from 'react';
import { useMasterAktif } from '../../../api/master.ts';
import { usePagedList } from '../../../api/query.ts';
import { DataTable } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { tandaKedaluwarsa, tglPendek } from './format.ts';
import { KartuStokDialog } from './KartuStokDialog.tsx';

/** Stock on hand per product per location; a row opens its stock card. */
export function StokTab() {
  const lokasi = useMasterAktif(lokasiFarmasiApi);
  const [lokasiUid, setLokasiUid] = useState('');
  const [minimum, setMinimum] = useState(false);
  const [hampir, setHampir] = useState(false);
  const [pilih, setPilih] = useState<StokProduk | null>(null);
  const list = usePagedList(persediaanApi.stok, {
    lokasi_uid: lokasiUid || undefined,
    di_bawah_minimum: minimum ? 'true' : undefined,
    hampir_kedaluwarsa: hampir ? 'true' : undefined,
  });
  const ubah = (f: () => void) => {
    f();
    list.setPage(0);
  };
  return (
    <>
      <DataTable
        list={list}
        rowKey={(s) => `${s.produk.uid}|${s.lokasi.uid}`}
        onRowClick={setPilih}
        emptyText="Belum ada stok yang cocok"
        toolbar={
          <>
            <SearchField
              value={list.search}
              onChange={list.setSearch}
              placeholder="Cari nama, nama generik, atau kode"
              sx={{ flex: '1 1 260px' }}
            />
            <FilterPilih
              label="Lokasi"
              semua="Semua lokasi"
              value={lokasiUid}
              onChange={(v) => ubah(() => setLokasiUid(v))}
              pilihan={(lokasi.data ?? []).map((l) => ({ value: l.uid, label: l.nama }))}
            />
            <FormControlLabel
              control={
                <Switch checked={minimum} onChange={(e) => ubah(() => setMinimum(e.target.checked))} />
              }
              label="Di bawah minimum"
            />
            <FormControlLabel
              control={<Switch checked={hampir} onChange={(e) => ubah(() => setHampir(e.target.checked))} />}
              label="Hampir kedaluwarsa"
            />
          </>
        }
        columns={[
          {
            key: 'produk',
            header: 'Produk',
            render: (s) => (
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {s.produk.nama}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {s.produk.kode} · {s.batches.length} batch
                </Typography>
              </Box>
            ),
          },
          { key: 'lokasi', header: 'Lokasi', render: (s) => s.lokasi.nama },
          {
            key: 'jumlah',
            header: 'Stok',
            align: 'right',
            render: (s) => {
              const kurang = s.stok_minimum !== null && s.jumlah < s.stok_minimum;
              return (
                <Typography variant="body2" color={kurang ? 'error' : undefined} sx={{ fontWeight: 600 }}>
                  {formatAngka(s.jumlah)} {s.produk.satuan_dasar}
                </Typography>
              );
            },
          },
          {
            key: 'minimum',
            header: 'Stok Minimum',
            align: 'right',
            render: (s) =>
              s.stok_minimum === null ? '–' : `${formatAngka(s.stok_minimum)} ${s.produk.satuan_dasar}`,
          },
          { key: 'nilai', header: 'Nilai', align: 'right', render: (s) => formatRupiah(s.nilai) },
          {
            key: 'ed',
            header: 'Kedaluwarsa Terdekat',
            render: (s) => {
              const tanda = tandaKedaluwarsa(s.kedaluwarsa_terdekat);
              return tanda ? (
                <Chip
                  size="small"
                  color={tanda}
                  label={`${tglPendek(s.kedaluwarsa_terdekat)}${tanda === 'error' ? ' · kedaluwarsa' : ''}`}
                />
              ) : (
                tglPendek(s.kedaluwarsa_terdekat)
              );
            },
          },
        ]}
      />
      <KartuStokDialog stok={pilih} onClose={() => setPilih(null)} />
    </>
  );
}
