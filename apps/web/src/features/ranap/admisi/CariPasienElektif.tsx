import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { formatTanggalPendek, pasienApi } from '@rawat/domain';
import { usePagedList } from '../../../api/query.ts';
import { SearchField } from '../../../ui/SearchField.tsx';

export interface PasienElektif {
  uid: string;
  no_rm: string;
  nama: string;
  jenis_kelamin: 'L' | 'P';
}

/** The patient of an elective admission, found by No. RM, NIK, BPJS number or name. */
export function CariPasienElektif({ onPilih }: { onPilih: (p: PasienElektif) => void }) {
  const list = usePagedList(pasienApi.daftar, { sementara: 'false' });
  return (
    <>
      <SearchField
        value={list.search}
        onChange={list.setSearch}
        placeholder="Cari No. RM, NIK, No. BPJS atau nama pasien…"
        fullWidth
        autoFocus
      />
      <List dense sx={{ mt: 1, minHeight: 200 }}>
        {list.rows.map((p) => (
          <ListItemButton
            key={p.uid}
            disabled={p.status === 'MENINGGAL'}
            onClick={() =>
              onPilih({ uid: p.uid, no_rm: p.no_rm, nama: p.nama, jenis_kelamin: p.jenis_kelamin })
            }
          >
            <ListItemText
              primary={`${p.no_rm} · ${p.nama}`}
              secondary={`${p.jenis_kelamin} · lahir ${formatTanggalPendek(p.tanggal_lahir)} · ${p.alamat_singkat}`}
            />
          </ListItemButton>
        ))}
        {!list.isLoading && list.rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>
            Tidak ada pasien yang cocok.
          </Typography>
        ) : null}
      </List>
    </>
  );
}
