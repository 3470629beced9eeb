import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import {
  type Dokter,
  dokterApi,
  formatSesi,
  formatTanggalPendek,
  KODE_SPESIALISASI,
  poliApi,
  SPESIALISASI,
  type Spesialisasi,
  toJakartaIsoDate,
} from '@rawat/domain';
import { useState } from 'react';
import { useMasterAktif } from '../../../api/master.ts';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { FilterPilih } from '../../../ui/FilterPilih.tsx';
import { MasterPage } from '../../../ui/master/MasterPage.tsx';
import { DokterForm } from './DokterForm.tsx';
import { useMilikAkun } from './sdm.api.ts';

const MAKS_SESI = 3;

/** SIP number with its expiry, red once expired and amber in its last 90 days. */
function Sip({ d, hariIni }: { d: Dokter; hariIni: string }) {
  if (!d.no_sip) return <>–</>;
  const batas = d.sip_berlaku_sampai;
  const peringatan = new Date(`${hariIni}T00:00:00Z`);
  peringatan.setUTCDate(peringatan.getUTCDate() + 90);
  const warna = !batas
    ? 'text.secondary'
    : batas < hariIni
      ? 'error.main'
      : batas <= peringatan.toISOString().slice(0, 10)
        ? 'warning.main'
        : 'text.secondary';
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {d.no_sip}
      </Typography>
      {batas ? (
        <Typography variant="caption" sx={{ color: warna }}>
          {batas < hariIni ? 'Kedaluwarsa' : 's.d.'} {formatTanggalPendek(batas)}
        </Typography>
      ) : null}
    </Box>
  );
}

/** /kelola-dokter/:username?: doctors with their licences, clinics and weekly schedule. */
export default function DokterPage({ params }: HalamanProps) {
  const username = params.username;
  const milik = useMilikAkun(dokterApi, username);
  const poli = useMasterAktif(poliApi);
  const [poliUid, setPoliUid] = useState('');
  const [spesialisasi, setSpesialisasi] = useState<Spesialisasi | ''>('');
  const hariIni = toJakartaIsoDate(new Date());

  return (
    <>
      {username && milik.data === null ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Akun <b>{username}</b> belum ditautkan ke data dokter mana pun. Tautkan lewat kolom Akun Login pada
          formulir dokter.
        </Alert>
      ) : null}
      <MasterPage<Dokter>
        labelKode="NIP"
        judul="Data Dokter"
        keterangan="Dokter beserta surat izin praktik, poli tempat praktik dan jadwal mingguannya."
        api={dokterApi}
        label="Dokter"
        tulis="master.sdm:manage"
        Form={DokterForm}
        bukaItem={milik.data ?? null}
        placeholderCari="Cari NIP atau nama dokter…"
        // Whether a doctor shows online is switched on /admin-dokteronline; here only a reminder when hidden.
        subjudul={(d) =>
          [d.nama_lengkap, SPESIALISASI[d.spesialisasi]?.nama, d.tampil_online ? null : 'tidak tampil online']
            .filter(Boolean)
            .join(' · ')
        }
        filter={{ poli: poliUid || undefined, spesialisasi: spesialisasi || undefined }}
        toolbar={
          <>
            <FilterPilih
              label="Poli"
              value={poliUid}
              onChange={setPoliUid}
              semua="Semua poli"
              pilihan={(poli.data ?? []).map((p) => ({ value: p.uid, label: p.nama }))}
              lebar={[180, 220]}
            />
            <FilterPilih
              label="Spesialisasi"
              value={spesialisasi}
              onChange={setSpesialisasi}
              semua="Semua spesialisasi"
              pilihan={KODE_SPESIALISASI.map((k) => ({ value: k, label: SPESIALISASI[k].nama }))}
            />
          </>
        }
        kolom={[
          {
            key: 'poli',
            header: 'Poli',
            render: (d) =>
              d.polis.length ? (
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, minWidth: 120 }}>
                  {d.polis.map((p) => (
                    <Chip key={p.uid} size="small" variant="outlined" label={p.nama} />
                  ))}
                </Box>
              ) : (
                '–'
              ),
          },
          {
            key: 'jadwal',
            header: 'Jadwal',
            render: (d) =>
              d.jadwal.length ? (
                <Box sx={{ whiteSpace: 'nowrap' }}>
                  {d.jadwal.slice(0, MAKS_SESI).map((s) => (
                    <Typography key={`${s.hari}-${s.jam_mulai}`} variant="body2">
                      {formatSesi(s)}
                    </Typography>
                  ))}
                  {d.jadwal.length > MAKS_SESI ? (
                    <Typography variant="caption" color="text.secondary">
                      +{d.jadwal.length - MAKS_SESI} sesi lainnya
                    </Typography>
                  ) : null}
                </Box>
              ) : (
                <Typography variant="body2" color="text.secondary">
                  Belum ada
                </Typography>
              ),
          },
          { key: 'sip', header: 'SIP', render: (d) => <Sip d={d} hariIni={hariIni} /> },
        ]}
      />
    </>
  );
}
