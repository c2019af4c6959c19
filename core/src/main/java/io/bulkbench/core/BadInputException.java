package io.bulkbench.core;

/**
 * Input a user can fix: a flag, a config, a CSV, a device spec. The message is one
 * sentence that names the bad value and the accepted form; the command line prints it
 * alone (no stack trace) and exits 2. Programming errors stay ordinary exceptions.
 */
public class BadInputException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    public BadInputException(String message) {
        super(message);
    }

    public BadInputException(String message, Throwable cause) {
        super(message, cause);
    }
}
