import DescriptionIcon from '@mui/icons-material/Description';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { admisiApi, can, type PasienRanap, toJakartaIsoDate } from '@rawat/domain';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePagedList } from '../../../api/query.ts';
import { useSession } from '../../../shell/session.tsx';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable.tsx';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { HalamanJudul } from '../../../ui/HalamanJudul.tsx';
import { RentangTanggal } from '../../../ui/RentangTanggal.tsx';
import { SearchField } from '../../../ui/SearchField.tsx';
import { kolomPasienRanap } from './kolom-pasien-ranap.tsx';
import { usePilihanRuangan } from './pilihan.ts';

const hariLalu = (n: number) => toJakartaIsoDate(new Date(Date.now() - n * 86_400_000));

/** /list-pasien-ranap: stays that ended, by date of discharge, each with a link to its resume. */
export default function PasienSelesaiRanapPage() {
  const { user } = useSession();
  const [dari, setDari] = useState<string | undefined>(hariLalu(7));
  const [sampai, setSampai] = useState<string | undefined>(hariLalu(0));
  const [ruangan, setRuangan] = useState('');
  const list = usePagedList(admisiApi.pasienPulang, {
    dari: dari ?? hariLalu(7),
    sampai: sampai ?? hariLalu(0),
    ruangan_uid: ruangan || undefined,
  });
  const pilihanRuangan = usePilihanRuangan();
  const bolehBuka = can(user?.role, 'ranap:read');
  const kolom: DataTableColumn<PasienRanap>[] = [
    ...kolomPasienRanap('selesai', bolehBuka),
    {
      key: 'resume',
      header: '',
      align: 'right',
      render: (r) =>
        bolehBuka ? (
          <Button
            size="small"
            startIcon={<DescriptionIcon />}
            component={RouterLink}
            to={`/resume-medis-ranap/${r.layanan_uid}`}
          >
            Resume
          </Button>
        ) : null,
    },
  ];
  return (
    <Box>
      <HalamanJudul
        judul="Pasien Selesai Rawat Inap"
        keterangan="Pasien yang sudah pulang dari rawat inap menurut tanggal pulang, dengan tautan ke resume medisnya."
      />
      <DataTable
        list={list}
        columns={kolom}
        rowKey={(r) => r.perawatan_inap_uid}
        emptyText="Tidak ada pasien pulang pada rentang tanggal ini"
        toolbar={
          <>
            <Box sx={{ flex: '1 1 220px', maxWidth: 320 }}>
              <SearchField
                value={list.search}
                onChange={list.setSearch}
                placeholder="Cari nama atau No. RM…"
                fullWidth
              />
            </Box>
            <RentangTanggal dari={dari} sampai={sampai} onDari={setDari} onSampai={setSampai} />
            <FilterPilih
              label="Ruangan"
              semua="Semua ruangan"
              value={ruangan}
              onChange={setRuangan}
              pilihan={pilihanRuangan}
            />
          </>
        }
      />
    </Box>
  );
}
