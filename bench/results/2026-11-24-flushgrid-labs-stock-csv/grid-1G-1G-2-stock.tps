sysbench 1.0.20 (using system LuaJIT 2.1.0-beta3)

Running the test with following options:
Number of threads: 8
Report intermediate results every 1 second(s)
Initializing random number generator from current time


Initializing worker threads...

Threads started!

[ 1s ] thds: 8 tps: 1539.46 qps: 9258.73 (r/w/o: 0.00/6171.82/3086.91) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 2s ] thds: 8 tps: 1563.22 qps: 9397.33 (r/w/o: 0.00/6270.89/3126.44) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
[ 3s ] thds: 8 tps: 1642.93 qps: 9853.61 (r/w/o: 0.00/6567.74/3285.87) lat (ms,95%): 10.46 err/s: 0.00 reconn/s: 0.00
[ 4s ] thds: 8 tps: 1540.94 qps: 9249.65 (r/w/o: 0.00/6167.77/3081.88) lat (ms,95%): 11.24 err/s: 0.00 reconn/s: 0.00
[ 5s ] thds: 8 tps: 2078.88 qps: 12469.28 (r/w/o: 0.00/8311.52/4157.76) lat (ms,95%): 5.77 err/s: 0.00 reconn/s: 0.00
[ 6s ] thds: 8 tps: 1791.18 qps: 10747.10 (r/w/o: 0.00/7164.73/3582.37) lat (ms,95%): 8.58 err/s: 0.00 reconn/s: 0.00
[ 7s ] thds: 8 tps: 1943.00 qps: 11637.99 (r/w/o: 0.00/7754.00/3883.99) lat (ms,95%): 7.04 err/s: 0.00 reconn/s: 0.00
[ 8s ] thds: 8 tps: 1715.99 qps: 10315.87 (r/w/o: 0.00/6881.90/3433.97) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 9s ] thds: 8 tps: 1900.24 qps: 11376.38 (r/w/o: 0.00/7580.91/3795.47) lat (ms,95%): 9.39 err/s: 0.00 reconn/s: 0.00
[ 10s ] thds: 8 tps: 1960.82 qps: 11772.91 (r/w/o: 0.00/7846.27/3926.64) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 11s ] thds: 8 tps: 2025.17 qps: 12158.99 (r/w/o: 0.00/8108.66/4050.33) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 12s ] thds: 8 tps: 2073.26 qps: 12450.56 (r/w/o: 0.00/8304.04/4146.52) lat (ms,95%): 8.74 err/s: 0.00 reconn/s: 0.00
[ 13s ] thds: 8 tps: 1955.04 qps: 11732.26 (r/w/o: 0.00/7822.17/3910.09) lat (ms,95%): 7.30 err/s: 0.00 reconn/s: 0.00
[ 14s ] thds: 8 tps: 1949.27 qps: 11693.63 (r/w/o: 0.00/7795.09/3898.54) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 15s ] thds: 8 tps: 2188.29 qps: 13119.74 (r/w/o: 0.00/8743.16/4376.58) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 16s ] thds: 8 tps: 2299.94 qps: 13798.63 (r/w/o: 0.00/9198.76/4599.88) lat (ms,95%): 6.21 err/s: 0.00 reconn/s: 0.00
[ 17s ] thds: 8 tps: 2321.94 qps: 13929.62 (r/w/o: 0.00/9287.74/4641.87) lat (ms,95%): 5.47 err/s: 0.00 reconn/s: 0.00
[ 18s ] thds: 8 tps: 2097.04 qps: 12580.22 (r/w/o: 0.00/8384.14/4196.07) lat (ms,95%): 6.55 err/s: 0.00 reconn/s: 0.00
[ 19s ] thds: 8 tps: 2241.42 qps: 13455.53 (r/w/o: 0.00/8974.69/4480.84) lat (ms,95%): 6.09 err/s: 0.00 reconn/s: 0.00
[ 20s ] thds: 8 tps: 1985.77 qps: 11920.64 (r/w/o: 0.00/7947.09/3973.55) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 21s ] thds: 8 tps: 2084.33 qps: 12506.01 (r/w/o: 0.00/8337.34/4168.67) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 22s ] thds: 8 tps: 1946.65 qps: 11681.89 (r/w/o: 0.00/7788.59/3893.30) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 23s ] thds: 8 tps: 1993.93 qps: 11949.61 (r/w/o: 0.00/7961.74/3987.87) lat (ms,95%): 8.13 err/s: 0.00 reconn/s: 0.00
[ 24s ] thds: 8 tps: 2221.57 qps: 13346.40 (r/w/o: 0.00/8902.27/4444.13) lat (ms,95%): 5.67 err/s: 0.00 reconn/s: 0.00
[ 25s ] thds: 8 tps: 1833.61 qps: 10997.68 (r/w/o: 0.00/7331.45/3666.23) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 26s ] thds: 8 tps: 1843.44 qps: 11057.65 (r/w/o: 0.00/7370.77/3686.88) lat (ms,95%): 9.56 err/s: 0.00 reconn/s: 0.00
[ 27s ] thds: 8 tps: 2217.90 qps: 13290.38 (r/w/o: 0.00/8858.59/4431.79) lat (ms,95%): 5.67 err/s: 0.00 reconn/s: 0.00
[ 28s ] thds: 8 tps: 2112.52 qps: 12688.14 (r/w/o: 0.00/8459.09/4229.05) lat (ms,95%): 6.91 err/s: 0.00 reconn/s: 0.00
[ 29s ] thds: 8 tps: 2067.28 qps: 12390.66 (r/w/o: 0.00/8258.11/4132.55) lat (ms,95%): 7.17 err/s: 0.00 reconn/s: 0.00
[ 30s ] thds: 8 tps: 1506.25 qps: 9040.52 (r/w/o: 0.00/6027.01/3013.51) lat (ms,95%): 12.75 err/s: 0.00 reconn/s: 0.00
[ 31s ] thds: 8 tps: 1734.66 qps: 10412.93 (r/w/o: 0.00/6943.62/3469.31) lat (ms,95%): 10.09 err/s: 0.00 reconn/s: 0.00
[ 32s ] thds: 8 tps: 1918.65 qps: 11521.89 (r/w/o: 0.00/7684.59/3837.30) lat (ms,95%): 7.84 err/s: 0.00 reconn/s: 0.00
[ 33s ] thds: 8 tps: 1663.26 qps: 9965.54 (r/w/o: 0.00/6640.03/3325.51) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 34s ] thds: 8 tps: 1504.94 qps: 9048.63 (r/w/o: 0.00/6036.75/3011.88) lat (ms,95%): 10.84 err/s: 0.00 reconn/s: 0.00
[ 35s ] thds: 8 tps: 1664.17 qps: 9984.04 (r/w/o: 0.00/6655.69/3328.35) lat (ms,95%): 9.91 err/s: 0.00 reconn/s: 0.00
[ 36s ] thds: 8 tps: 1856.70 qps: 11135.19 (r/w/o: 0.00/7421.80/3713.40) lat (ms,95%): 7.98 err/s: 0.00 reconn/s: 0.00
[ 37s ] thds: 8 tps: 1858.05 qps: 11151.28 (r/w/o: 0.00/7435.18/3716.09) lat (ms,95%): 8.90 err/s: 0.00 reconn/s: 0.00
[ 38s ] thds: 8 tps: 1645.10 qps: 9858.61 (r/w/o: 0.00/6568.40/3290.20) lat (ms,95%): 12.08 err/s: 0.00 reconn/s: 0.00
[ 39s ] thds: 8 tps: 1683.13 qps: 10111.79 (r/w/o: 0.00/6745.53/3366.26) lat (ms,95%): 11.04 err/s: 0.00 reconn/s: 0.00
[ 40s ] thds: 8 tps: 1786.77 qps: 10719.61 (r/w/o: 0.00/7146.07/3573.54) lat (ms,95%): 6.43 err/s: 0.00 reconn/s: 0.00
[ 41s ] thds: 8 tps: 1629.71 qps: 9779.27 (r/w/o: 0.00/6519.84/3259.42) lat (ms,95%): 7.43 err/s: 0.00 reconn/s: 0.00
[ 42s ] thds: 8 tps: 1637.48 qps: 9819.87 (r/w/o: 0.00/6544.91/3274.96) lat (ms,95%): 12.98 err/s: 0.00 reconn/s: 0.00
[ 43s ] thds: 8 tps: 2075.74 qps: 12460.43 (r/w/o: 0.00/8308.95/4151.48) lat (ms,95%): 6.79 err/s: 0.00 reconn/s: 0.00
[ 44s ] thds: 8 tps: 1851.82 qps: 11107.92 (r/w/o: 0.00/7404.28/3703.64) lat (ms,95%): 8.43 err/s: 0.00 reconn/s: 0.00
[ 45s ] thds: 8 tps: 1818.19 qps: 10908.13 (r/w/o: 0.00/7272.76/3635.38) lat (ms,95%): 8.28 err/s: 0.00 reconn/s: 0.00
SQL statistics:
    queries performed:
        read:                            0
        write:                           339916
        other:                           169958
        total:                           509874
    transactions:                        84979  (1888.20 per sec.)
    queries:                             509874 (11329.21 per sec.)
    ignored errors:                      0      (0.00 per sec.)
    reconnects:                          0      (0.00 per sec.)

General statistics:
    total time:                          45.0049s
    total number of events:              84979

Latency (ms):
         min:                                    0.55
         avg:                                    4.23
         max:                                  193.84
         95th percentile:                        8.13
         sum:                               359792.28

Threads fairness:
    events (avg/stddev):           10622.3750/67.16
    execution time (avg/stddev):   44.9740/0.00

