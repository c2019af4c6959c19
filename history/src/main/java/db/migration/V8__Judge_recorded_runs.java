package db.migration;

import io.bulkbench.history.NightVerdicts;
import org.flywaydb.core.api.migration.BaseJavaMigration;
import org.flywaydb.core.api.migration.Context;

/**
 * A database kept from before nights were judged once (schema 6) gets every recorded run's
 * verdict, judged as a recording judges it now, at the default threshold (its runs' own
 * thresholds were not kept), in the migration's transaction.
 */
public class V8__Judge_recorded_runs extends BaseJavaMigration {
    @Override
    public void migrate(Context context) throws Exception {
        NightVerdicts.judgeUnjudged(context.getConnection());
    }
}
