package io.bulkbench.history;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The SQL a database was sent, one entry per execution (a prepared statement run three
 * times is three entries): a connection wrapped so that every statement it makes logs its
 * text when executed. How a test sees how many queries a read costs.
 */
final class ExecutedStatements {
    private final List<String> executed = new ArrayList<>();

    /** {@code db} through a connection whose executions this log records. */
    ResultsDatabase watch(ResultsDatabase db) {
        return db.through(this::connection);
    }

    /** How many executions sent SQL holding {@code text}, e.g. "FROM iteration". */
    long holding(String text) {
        return executed.stream().filter(sql -> sql.contains(text)).count();
    }

    void clear() {
        executed.clear();
    }

    private Connection connection(Connection real) {
        return proxy(Connection.class, real, (method, args, result) -> {
            if (method.getName().equals("prepareStatement") || method.getName().equals("prepareCall")) {
                String sql = (String) args[0];
                return proxy(PreparedStatement.class, (PreparedStatement) result, (m, a, r) -> {
                    if (m.getName().startsWith("execute")) {
                        executed.add(sql);
                    }
                    return r;
                });
            }
            if (method.getName().equals("createStatement")) {
                return proxy(Statement.class, (Statement) result, (m, a, r) -> {
                    if (m.getName().startsWith("execute") && a != null && a.length > 0 && a[0] instanceof String sql) {
                        executed.add(sql);
                    }
                    return r;
                });
            }
            return result;
        });
    }

    /** What a proxy does with the real call's result; it may log and may wrap. */
    @FunctionalInterface
    private interface AfterCall {
        Object apply(Method method, Object[] args, Object result);
    }

    private static <T> T proxy(Class<T> type, T real, AfterCall after) {
        InvocationHandler handler = (proxy, method, args) -> {
            Object result;
            try {
                result = method.invoke(real, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
            return after.apply(method, args, result);
        };
        return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] {type}, handler));
    }
}
