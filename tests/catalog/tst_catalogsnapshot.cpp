#include "catalog/catalogsnapshot.h"
#include "headroomtest.h"
#include "store/sampleproject.h"

#include <QTest>

using namespace Headroom;

class TestCatalogSnapshot : public QObject
{
    Q_OBJECT

private slots:
    void snapshotsWhatThePlansUse()
    {
        const auto catalog = Catalog::builtin();
        QVERIFY(catalog.has_value());
        Project project = sampleProject();
        snapshotCatalogEntries(project, *catalog);
        QStringList gpuIds;
        for (const GpuSpec &g : project.gpuSnapshots)
            gpuIds << g.id;
        QStringList modelIds;
        for (const ModelSpec &m : project.modelSnapshots)
            modelIds << m.id;
        QSet<QString> usedGpus;
        for (const Configuration &c : project.configurations)
            usedGpus.insert(c.gpuId);
        QSet<QString> usedModels;
        for (const Deployment &d : project.deployments)
            usedModels.insert(d.modelId);
        QCOMPARE(QSet<QString>(gpuIds.cbegin(), gpuIds.cend()), usedGpus);
        QCOMPARE(QSet<QString>(modelIds.cbegin(), modelIds.cend()), usedModels);
        QCOMPARE(project.gpuSnapshots.first(), *catalog->gpu(gpuIds.first()));

        // Dropping the last plan on a GPU drops its snapshot.
        project.configurations.removeLast();
        snapshotCatalogEntries(project, *catalog);
        QCOMPARE(project.gpuSnapshots.size(), gpuIds.size() - 1);
    }

    void snapshotsStandInForTheBuiltinCatalog()
    {
        const auto catalog = Catalog::builtin();
        QVERIFY(catalog.has_value());
        Project project;
        GpuSpec older = *catalog->gpu(QStringLiteral("h100-sxm-80gb"));
        older.memoryBandwidthBytesPerSecond = 3.0e12; // as it was when the plan was made
        GpuSpec gone = older;
        gone.id = QStringLiteral("retired-gpu-16gb");
        project.gpuSnapshots = {older, gone};
        const Catalog forProject = catalogForProject(project, *catalog);
        QCOMPARE(forProject.gpu(QStringLiteral("h100-sxm-80gb"))->memoryBandwidthBytesPerSecond,
                 3.0e12);
        QVERIFY(forProject.gpu(QStringLiteral("retired-gpu-16gb")).has_value());
        QVERIFY(forProject.isBuiltin(QStringLiteral("h100-sxm-80gb")));
        QCOMPARE(catalog->gpu(QStringLiteral("h100-sxm-80gb"))->memoryBandwidthBytesPerSecond,
                 3.35e12);
    }
};

HEADROOM_TEST_APPLESS_MAIN(TestCatalogSnapshot)
#include "tst_catalogsnapshot.moc"
