import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { admisiApi, can } from '@rawat/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePagedList } from '../../../api/query.ts';
import { useSession } from '../../../shell/session.tsx';
import { DataTable } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { kolomPasienRanap, urlDashboardInap } from './kolom-pasien-ranap.tsx';
import { usePilihanRuangan } from './pilihan.ts';

/**
 * /listpasienrawatinap: the clinician's list, by ward, room and bed. A doctor starts with their own
 * DPJP patients (a switch shows everyone); a nurse picks the ward. A row opens the stay's page.
 */
export default function PasienRawatInapPage() {
  const { user } = useSession();
  const navigate = useNavigate();
  const dokter = user?.role === 'DOKTER';
  const [milikSaya, setMilikSaya] = useState(dokter);
  const [ruangan, setRuangan] = useState('');
  const list = usePagedList(
    admisiApi.pasien,
    { ruangan_uid: ruangan || undefined, milik_saya: milikSaya ? 'true' : undefined },
    { polling: true },
  );
  const pilihanRuangan = usePilihanRuangan();
  const bolehBuka = can(user?.role, 'ranap:read');
  return (
    <Box>
      <HalamanJudul
        judul="Pasien Rawat Inap"
        keterangan="Pasien yang sedang dirawat, urut ruangan, kamar dan bed. Klik baris untuk membuka halaman perawatannya."
      />
      <DataTable
        list={list}
        columns={kolomPasienRanap('klinisi', bolehBuka)}
        rowKey={(r) => r.perawatan_inap_uid}
        onRowClick={bolehBuka ? (r) => navigate(urlDashboardInap(r)) : undefined}
        emptyText={
          milikSaya
            ? 'Tidak ada pasien rawat inap dengan Anda sebagai DPJP'
            : 'Tidak ada pasien di ruangan ini'
        }
        toolbar={
          <>
            <Box sx={{ flex: '1 1 240px', maxWidth: 360 }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari nama atau No. RM…"
                fullWidth
              />
            </Box>
            <FilterPilih
              label="Ruangan"
              semua="Semua ruangan"
              value={ruangan}
              onChange={setRuangan}
              pilihan={pilihanRuangan}
            />
            {dokter ? (
              <FormControlLabel
                control={<Switch checked={milikSaya} onChange={(e) => setMilikSaya(e.target.checked)} />}
                label="Hanya pasien saya (DPJP)"
              />
            ) : null}
          </>
        }
      />
    </Box>
  );
}
