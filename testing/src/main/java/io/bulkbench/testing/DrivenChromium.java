package io.bulkbench.testing;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.logging.Level;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Headless Chromium driven through Debian's chromedriver, for the tests that hover, drag
 * and click in a page as a person would. Both binaries are named explicitly, so Selenium
 * never tries to download a driver or a browser (there is no network for it). The
 * page's console is kept: {@link #consoleErrors} returns what it logged at error level.
 */
public final class DrivenChromium implements AutoCloseable {
    /** Where Debian's chromium-driver package puts the driver. */
    public static final Path DRIVER = Path.of("/usr/bin/chromedriver");

    private final ChromeDriver driver;

    private DrivenChromium(ChromeDriver driver) {
        this.driver = driver;
    }

    /**
     * A browser window of {@code width} x {@code height} for {@code what} (a test's subject):
     * required in CI, else the test is skipped with how to install what is missing.
     */
    public static DrivenChromium required(String what, int width, int height) {
        HeadlessChromium chromium = HeadlessChromium.required(what);
        RequiredEnvironment.require(
                what,
                Files.isExecutable(DRIVER) ? Optional.empty() : Optional.of("no " + DRIVER),
                "install the Debian package chromium-driver");
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.binary().toFile());
        options.addArguments(HeadlessChromium.OFFLINE_FLAGS);
        // A driven session lives for a whole test: /dev/shm is small in containers.
        options.addArguments("--disable-dev-shm-usage", "--window-size=" + width + "," + height);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(DRIVER.toFile())
                .build();
        return new DrivenChromium(new ChromeDriver(service, options));
    }

    public ChromeDriver driver() {
        return driver;
    }

    /** Opens a file of this machine as a person would from a file manager: a file:// URL. */
    public void open(Path page) {
        driver.get(page.toAbsolutePath().toUri().toString());
    }

    /** Runs {@code script} in the page and returns its result as Selenium converts it. */
    public Object script(String script, Object... arguments) {
        return ((JavascriptExecutor) driver).executeScript(script, arguments);
    }

    /** A number the page computes, e.g. {@code return chart.scales.x.min}. */
    public double number(String script, Object... arguments) {
        return ((Number) script(script, arguments)).doubleValue();
    }

    /** The console's error-level messages since the last call (an uncaught exception is one). */
    public List<String> consoleErrors() {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(e -> e.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage)
                .toList();
    }

    @Override
    public void close() {
        driver.quit();
    }
}
