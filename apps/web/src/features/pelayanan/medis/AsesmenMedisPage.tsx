import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { LayananKlinisDto } from '@rawat/domain';
import { useState } from 'react';
import type { HalamanProps } from '../../../shell/halaman-props.ts';
import { useSession } from '../../../shell/session.tsx';
import { TombolJadwalOperasi } from '../../operasi/TombolJadwalOperasi.tsx';
import { HalamanPelayanan } from '../HalamanPelayanan.tsx';
import { OrderPenunjangPanel } from '../order/OrderPenunjangPanel.tsx';
import { useAsesmen } from '../pelayanan.api.ts';
import { ResepPanel } from '../resep/ResepPanel.tsx';
import { DiagnosisTab } from './DiagnosisTab.tsx';
import { FormAsesmenMedis } from './FormAsesmenMedis.tsx';
import { bolehTulisMedis, JENIS_ASESMEN_MEDIS } from './medis.api.ts';
import { asesmenPerawatTerakhir, asesmenTtvPerawatTerakhir, RingkasanPerawat } from './RingkasanPerawat.tsx';
import { TindakanTab } from './TindakanTab.tsx';
import { TindakLanjutTab } from './TindakLanjutTab.tsx';

const TAB = ['Asesmen', 'Diagnosis & Prosedur', 'Tindakan', 'Order & Resep', 'Tindak Lanjut'] as const;
type NamaTab = (typeof TAB)[number];

/**
 * The doctor's chart of one layanan (/list-antrian-klinik/assesmen-medis/:id, /Asesmen-Awal-Medis/:id,
 * /list-igd/assesmen-igd/:id, /list-hd/assesmen-medis/:id): the assessment kind follows the clinic.
 */
export default function AsesmenMedisPage({ halaman, params }: HalamanProps) {
  return (
    <HalamanPelayanan layananUid={params.id ?? ''} judul={halaman.title} aksi={aksiOperasi}>
      {(l) => <ChartDokter layanan={l} />}
    </HalamanPelayanan>
  );
}

/**
 * 'Jadwalkan Operasi' from the clinic or the IGD (an elective operation is decided at the surgical
 * clinic, a CITO one at the IGD); the HD room does not book theatres. Not on a cancelled visit.
 */
function aksiOperasi(l: LayananKlinisDto) {
  if ((l.poli.jenis !== 'RAWAT_JALAN' && l.poli.jenis !== 'IGD') || l.status === 'BATAL') return null;
  return (
    <TombolJadwalOperasi
      size="small"
      layanan={{
        layanan_uid: l.uid,
        pasien: { uid: l.pasien.uid, no_rm: l.pasien.no_rm, nama: l.pasien.nama },
        jenis: l.jenis,
        unit: l.poli.nama,
        tanggal: l.tanggal,
      }}
    />
  );
}

function ChartDokter({ layanan: l }: { layanan: LayananKlinisDto }) {
  const { user } = useSession();
  const [tab, setTab] = useState<NamaTab>('Asesmen');
  const bolehTulis = bolehTulisMedis(l, user?.role);
  return (
    <>
      {!bolehTulis && !l.resume_final ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {l.antrian?.status === 'WAITING'
            ? `Antrian ${l.antrian.nomor_antrian} masih Menunggu; mulai layani pasien terlebih dahulu.`
            : l.status === 'BATAL'
              ? 'Pendaftaran ini sudah dibatalkan; data hanya dapat dibaca.'
              : 'Anda hanya dapat membaca data medis pelayanan ini.'}
        </Alert>
      ) : null}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <Tabs
          value={tab}
          onChange={(_, v: NamaTab) => setTab(v)}
          variant="scrollable"
          allowScrollButtonsMobile
        >
          {TAB.map((t) => (
            <Tab key={t} value={t} label={t} />
          ))}
        </Tabs>
      </Box>
      {tab === 'Asesmen' ? <TabAsesmen layanan={l} bolehTulis={bolehTulis} /> : null}
      {tab === 'Diagnosis & Prosedur' ? <DiagnosisTab layanan={l} bolehTulis={bolehTulis} /> : null}
      {tab === 'Tindakan' ? <TindakanTab layanan={l} bolehTulis={bolehTulis} /> : null}
      {tab === 'Order & Resep' ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <OrderPenunjangPanel layanan={l} />
          <ResepPanel layanan={l} />
        </Box>
      ) : null}
      {tab === 'Tindak Lanjut' ? <TindakLanjutTab layanan={l} bolehTulis={bolehTulis} /> : null}
    </>
  );
}

function TabAsesmen({ layanan: l, bolehTulis }: { layanan: LayananKlinisDto; bolehTulis: boolean }) {
  const q = useAsesmen(l.uid);
  if (q.isError) return <Alert severity="error">Gagal memuat asesmen</Alert>;
  if (!q.data) return <Skeleton variant="rounded" height={360} />;
  const jenis = JENIS_ASESMEN_MEDIS[l.poli.jenis];
  const perawat = asesmenPerawatTerakhir(q.data);
  const tersimpan = q.data.find((a) => a.jenis === jenis) ?? null;
  const keluhan = (perawat?.isi as { keluhan_utama?: string } | undefined)?.keluhan_utama ?? l.keluhan;
  return (
    <>
      <RingkasanPerawat asesmen={perawat} />
      <FormAsesmenMedis
        layanan={l}
        tersimpan={tersimpan}
        keluhanPerawat={keluhan}
        ttvPerawat={asesmenTtvPerawatTerakhir(q.data)}
        bolehTulis={bolehTulis}
      />
    </>
  );
}
