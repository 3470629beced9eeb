import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { can, type JenisOrder } from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../api/query.ts';
import { useSession } from '../../shell/session.tsx';
import { DataTable } from '../../ui/DataTable.tsx';
import { DateInput } from '../../ui/DateInput.tsx';
import { HalamanJudul } from '../../ui/HalamanJudul.tsx';
import { SearchField } from '../../ui/SearchField.tsx';
import { API_UNIT } from './penunjang.api.ts';
import { kolomNomor, kolomPasien, kolomPemeriksaan, kolomStatus } from './WorklistPenunjang.tsx';

/**
 * Validated results of a unit (/hasil-labor, /hasil-radiologi), newest first; a doctor may keep to
 * the orders they wrote. A row opens the result.
 */
export function DaftarHasil({
  jenis,
  judul,
  pathHasil,
}: {
  jenis: JenisOrder;
  judul: string;
  pathHasil: string;
}) {
  const navigate = useNavigate();
  const { user } = useSession();
  const dokter = can(user?.role, 'asesmen.medis:write');
  const [tanggal, setTanggal] = useState<string | undefined>();
  const [milikSaya, setMilikSaya] = useState(dokter);
  const list = usePagedList(
    API_UNIT[jenis].hasil,
    { tanggal, milik_saya: milikSaya ? 'true' : undefined },
    { polling: true },
  );
  return (
    <Box>
      <HalamanJudul judul={judul} keterangan="Hasil yang sudah divalidasi, terbaru di atas" />
      <DataTable
        list={list}
        columns={[kolomNomor, kolomPasien, kolomPemeriksaan, kolomStatus]}
        rowKey={(o) => o.uid}
        onRowClick={(o) => navigate(`${pathHasil}/${o.uid}`)}
        emptyText="Belum ada hasil tervalidasi"
        toolbar={
          <>
            <Box sx={{ flex: '0 1 200px' }}>
              <DateInput
                label="Tanggal validasi"
                value={tanggal}
                onChange={(v) => {
                  setTanggal(v);
                  list.setPage(0);
                }}
                size="small"
              />
            </Box>
            {dokter ? (
              <FormControlLabel
                control={
                  <Switch
                    checked={milikSaya}
                    onChange={(e) => {
                      setMilikSaya(e.target.checked);
                      list.setPage(0);
                    }}
                  />
                }
                label="Hanya order saya"
              />
            ) : null}
            <Box sx={{ flex: '1 1 240px', maxWidth: 380 }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari nama, No. RM, No. order…"
                fullWidth
              />
            </Box>
          </>
        }
      />
    </Box>
  );
}
